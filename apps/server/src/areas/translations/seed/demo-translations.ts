import type { Kysely } from 'kysely';
import { MOD_LANGUAGES } from '@millenaire/modfiles';
import type { Database } from '../../../db/database.ts';
import { importLanguageFile } from '../import/importer.ts';
import { insertLanguages } from '../status/repository.ts';

type Db = Kysely<Database>;

/** The mod's 24 languages, on every site: the status table and the centre's selectors. */
export async function seedModLanguages(db: Db): Promise<void> {
  await insertLanguages(
    db,
    MOD_LANGUAGES.map(({ lang, name_en, name_fr, name_native }) => ({
      code: lang,
      name_en,
      name_fr,
      name_native,
    })),
  );
}

// Demo language files written for this project (not the mod's own texts).
const EN_STRINGS = [
  '//* Notes for translators: <0> and <1> are numbers, $name is a villager.',
  '//* <ret> is a line break in the game.',
  '// Interface',
  'ui.welcome=Welcome to the village, $name!',
  'ui.reputation=Your reputation: <0> of <1>',
  'ui.buildings=Buildings',
  'ui.trade=Trade',
  'ui.hire=Hire',
  'ui.leave=Leave',
  'ui.questdone=Quest completed!<ret>You earned <0> deniers.',
  'ui.projects=Village projects',
  'ui.noroom=There is no room left in the chest.',
  'ui.sleep=The villagers are sleeping.',
].join('\n');

const FR_STRINGS = [
  '//* Notes pour les traducteurs : <0> et <1> sont des nombres, $name un villageois.',
  '//* <ret> est un retour à la ligne dans le jeu.',
  '// Interface',
  'ui.welcome=Bienvenue au village, $name !',
  'ui.reputation=Votre réputation : <0> sur <1>',
  'ui.buildings=Bâtiments',
  'ui.trade=Commerce',
  'ui.hire=Embaucher',
  'ui.leave=Partir',
  'ui.questdone=Quête terminée !<ret>Vous gagnez <0> deniers.',
  'ui.projects=Projets du village',
].join('\n');

const DE_STRINGS = 'ui.welcome=Willkommen im Dorf, $name!\nui.buildings=Gebäude\nui.trade=Handel\n';

const EN_SENTENCES =
  'greeting=Good morning, $targetfirstname.\ngreeting=Fine weather for the fields.\nfarewell=Safe travels!\n';
const FR_SENTENCES = 'greeting=Bonjour, $targetfirstname.\nfarewell=Bon voyage !\n';

const EN_HELP =
  'version:8.1.2\nThe village\nEvery village grows on its own.\nNEW_PAGE\nTrading\nBring goods to the market.';

const langFile = (titles: Record<string, [string, string]>) =>
  `# Advancements\n${Object.entries(titles)
    .map(
      ([key, [name, desc]]) =>
        `advancements.${key}.name=${name}\nadvancements.${key}.desc=${desc}\n`,
    )
    .join('')}`;

const DEMO_FILES: [string, string, string][] = [
  ['en', 'strings.txt', EN_STRINGS],
  ['fr', 'strings.txt', FR_STRINGS],
  ['de', 'strings.txt', DE_STRINGS],
  ['en', 'norman_sentences.txt', EN_SENTENCES],
  ['fr', 'norman_sentences.txt', FR_SENTENCES],
  ['en', 'help/help_1.txt', EN_HELP],
  [
    'en',
    'en_us.lang',
    langFile({ firstcontact: ['First Contact', 'Meet the villagers of a Millénaire village'] }),
  ],
  [
    'fr',
    'fr_fr.lang',
    langFile({
      firstcontact: ['Premier contact', 'Rencontrer les villageois d’un village Millénaire'],
    }),
  ],
];

/** A few files in English, French and German, as if imported from the mod. */
export async function seedDemoTranslations(db: Db, now = new Date()): Promise<void> {
  for (const [language, filename, text] of DEMO_FILES) {
    await importLanguageFile(db, { language, filename, text, version: '8.1.2', createdAt: now });
  }
}
