import type { NewVersion } from '../repository.ts';

// Demo release history written for this site. Version numbers follow the
// mod's real numbering; texts, dates and links are illustrative.

const MOD_FILES = 'https://www.curseforge.com/minecraft/mc-mods/millenaire/files';
const oldDownload = (file: string) => `/php/dlpage.php?file=${file}`;

interface DemoRelease {
  version: string;
  mcversion: string;
  date: string;
  dev?: boolean;
  url: string;
  serverurl: string;
  en: [title: string, description: string];
  fr: [title: string, description: string];
}

const releases: DemoRelease[] = [
  {
    version: '8.2.0-beta1',
    mcversion: '1.12.2',
    date: '2026-10-18T17:30:00Z',
    dev: true,
    url: MOD_FILES,
    serverurl: MOD_FILES,
    en: [
      'Seljuk preview',
      'A first playable preview of the Seljuk culture: caravanserais, domed mosques, carpet weavers and the Turkish bazaar trade goods. Villages may still change shape before the final release, so try it on a copy of your world. Feedback is welcome on the forum and on the chat server.',
    ],
    fr: [
      'Aperçu seldjoukide',
      'Un premier aperçu jouable de la culture seldjoukide\u00a0: caravansérails, mosquées à coupole, tisserands de tapis et marchandises du bazar turc. Les villages peuvent encore changer avant la version finale\u00a0: essayez-la sur une copie de votre monde. Vos retours sont les bienvenus sur le forum et sur le serveur de discussion.',
    ],
  },
  {
    version: '8.1.2',
    mcversion: '1.12.2',
    date: '2026-06-02T09:00:00Z',
    url: MOD_FILES,
    serverurl: MOD_FILES,
    en: [
      'The Indian refresh',
      'Indian villages have been rebuilt from the ground up: new temples, step wells, larger markets and painted houses that grow as the village prospers. Villagers now trade spices and dyed cloth, and the sadhu has new quests. This release also fixes a crash when loading worlds with very old Millénaire villages and improves path building on hills.',
    ],
    fr: [
      'Le renouveau indien',
      'Les villages indiens ont été entièrement reconstruits\u00a0: nouveaux temples, puits à degrés, marchés plus grands et maisons peintes qui s’agrandissent quand le village prospère. Les villageois vendent désormais épices et tissus teints, et le sadhu propose de nouvelles quêtes. Cette version corrige aussi un plantage au chargement des mondes contenant de très anciens villages et améliore la construction des chemins en pente.',
    ],
  },
  {
    version: '8.1.1',
    mcversion: '1.12.2',
    date: '2025-11-14T18:00:00Z',
    url: MOD_FILES,
    serverurl: MOD_FILES,
    en: [
      'Bug fixes',
      'Fixes villagers getting stuck in doors, missing trade goods in Mayan markets and a rare duplication of items when buying a house.',
    ],
    fr: [
      'Corrections',
      'Corrige les villageois bloqués dans les portes, des marchandises absentes des marchés mayas et une rare duplication d’objets à l’achat d’une maison.',
    ],
  },
  {
    version: '8.1.0',
    mcversion: '1.12.2',
    date: '2025-07-05T12:00:00Z',
    url: MOD_FILES,
    serverurl: MOD_FILES,
    en: [
      'Inuit villages',
      'The Inuits join the mod with igloo camps, hunting lodges and sled dogs. Cold biomes now host their own villages, and the travel book gains a whole chapter about them.',
    ],
    fr: [
      'Villages inuits',
      'Les Inuits rejoignent le mod avec leurs camps d’igloos, leurs cabanes de chasse et leurs chiens de traîneau. Les biomes froids accueillent désormais leurs propres villages, et le carnet de voyage gagne un chapitre entier à leur sujet.',
    ],
  },
  {
    version: '8.0.1',
    mcversion: '1.12.2',
    date: '2024-12-20T10:00:00Z',
    url: MOD_FILES,
    serverurl: MOD_FILES,
    en: ['Holiday fixes', 'Small fixes for multiplayer servers and the Byzantine silk trade.'],
    fr: [
      'Corrections de fin d’année',
      'Petites corrections pour les serveurs multijoueurs et le commerce de la soie byzantine.',
    ],
  },
  {
    version: '8.0.0',
    mcversion: '1.12.2',
    date: '2024-09-01T08:00:00Z',
    url: MOD_FILES,
    serverurl: MOD_FILES,
    en: [
      'Millénaire 8.0',
      'The great port to 1.12.2. Every culture has been reworked for the new game version: Norman, Indian, Japanese, Mayan and Byzantine villages now generate faster, build more varied houses and remember your reputation between sessions. One archive holds both the client and the server.',
    ],
    fr: [
      'Millénaire 8.0',
      'Le grand portage vers la 1.12.2. Chaque culture a été retravaillée pour la nouvelle version du jeu\u00a0: les villages normands, indiens, japonais, mayas et byzantins se génèrent plus vite, construisent des maisons plus variées et se souviennent de votre réputation d’une session à l’autre. Une seule archive contient le client et le serveur.',
    ],
  },
  {
    version: '6.0.2',
    mcversion: '1.7.10',
    date: '2016-03-12T14:00:00Z',
    url: oldDownload('millenaire-6.0.2-client.zip'),
    serverurl: oldDownload('millenaire-6.0.2-server.zip'),
    en: [
      'Last release for 1.7.10',
      'The final update of the 1.7.10 branch, kept for players of older mod packs. The client and the server are separate downloads.',
    ],
    fr: [
      'Dernière version pour la 1.7.10',
      'La dernière mise à jour de la branche 1.7.10, conservée pour les joueurs de packs de mods plus anciens. Le client et le serveur se téléchargent séparément.',
    ],
  },
  {
    version: '6.0.0',
    mcversion: '1.7.10',
    date: '2015-10-03T14:00:00Z',
    url: oldDownload('millenaire-6.0.0-client.zip'),
    serverurl: oldDownload('millenaire-6.0.0-server.zip'),
    en: ['Millénaire 6', 'First release for 1.7.10, with the Byzantine culture.'],
    fr: ['Millénaire 6', 'Première version pour la 1.7.10, avec la culture byzantine.'],
  },
  {
    version: '5.3.1',
    mcversion: '1.6.4',
    date: '2014-05-20T14:00:00Z',
    url: oldDownload('millenaire-5.3.1.zip'),
    serverurl: '',
    en: ['Mayan temples', 'Mayan villages get their pyramids and the quest of the lost temple.'],
    fr: [
      'Temples mayas',
      'Les villages mayas reçoivent leurs pyramides et la quête du temple perdu.',
    ],
  },
];

export const demoVersions: NewVersion[] = releases.map((r) => ({
  version: r.version,
  mcversion: r.mcversion,
  url: r.url,
  serverurl: r.serverurl,
  devversion: r.dev ? 1 : 0,
  released_at: new Date(r.date).toISOString(),
  title_en: r.en[0],
  description_en: r.en[1],
  title_fr: r.fr[0],
  description_fr: r.fr[1],
}));
