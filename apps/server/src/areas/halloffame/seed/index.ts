import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { storeImage, svgToPng } from '../../../platform/storage/images.ts';
import type { Seed } from '../../../platform/seeds.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import * as repo from '../repository.ts';
import { portraitSvg, type Portrait } from './portraits.ts';

interface DemoPerson {
  portrait: Portrait;
  en: string[];
  fr: string[];
}

// People invented for the demo, one of each kind the page thanks: builders,
// translators and artists. French texts keep French typography (’, no-break spaces).
export const DEMO_HALL_OF_FAME: readonly DemoPerson[] = [
  {
    portrait: {
      background: '#9bcb83',
      skin: '#f0c8a0',
      hair: '#6b4423',
      hairStyle: 'short',
      eyes: '#3f7d3a',
      shirt: '#3f7d3a',
      beard: '#6b4423',
      emblem: 'builder',
    },
    en: ['Aldebrand', 'Builder', 'Drew the Norman abbey, the fortified manor and many farms.'],
    fr: [
      'Aldebrand',
      'Bâtisseur',
      'A dessiné l’abbaye normande, le manoir fortifié et bien des fermes.',
    ],
  },
  {
    portrait: {
      background: '#f4efe6',
      skin: '#f1cfa6',
      hair: '#27303f',
      hairStyle: 'long',
      eyes: '#27303f',
      shirt: '#b92c2c',
      emblem: 'translator',
    },
    en: ['Sakura_Ink', 'Translator', 'Has kept the Japanese translation whole since release 5.'],
    fr: [
      'Sakura_Ink',
      'Traductrice',
      'Tient la traduction japonaise complète depuis la version 5.',
    ],
  },
  {
    portrait: {
      background: '#cfa8e2',
      skin: '#e8bd96',
      hair: '#243a80',
      hairStyle: 'hood',
      eyes: '#243a80',
      shirt: '#6a3fb5',
      emblem: 'artist',
    },
    en: ['Ravenquill', 'Artist', 'Painted the Byzantine villagers and the travel book’s icons.'],
    fr: [
      'Ravenquill',
      'Artiste',
      'A peint les villageois byzantins et les icônes du carnet de voyage.',
    ],
  },
  {
    portrait: {
      background: '#e3b341',
      skin: '#a86b45',
      hair: '#2b1f15',
      hairStyle: 'bald',
      eyes: '#2b1f15',
      shirt: '#1f8a5b',
      glasses: true,
      emblem: 'builder',
    },
    en: ['Mossgrove', 'Builder', 'Raised the Mayan pyramids and terraced the jungle farms.'],
    fr: [
      'Mossgrove',
      'Bâtisseur',
      'A élevé les pyramides mayas et les champs en terrasses de la jungle.',
    ],
  },
  {
    portrait: {
      background: '#86bde3',
      skin: '#f0c8a0',
      hair: '#e6be4a',
      hairStyle: 'short',
      eyes: '#1c7f95',
      shirt: '#c92a2a',
      emblem: 'translator',
    },
    en: ['Tomek_PL', 'Translator', 'Translated the mod and its travel book into Polish.'],
    fr: ['Tomek_PL', 'Traducteur', 'A traduit le mod et son carnet de voyage en polonais.'],
  },
  {
    portrait: {
      background: '#e8b04f',
      skin: '#d7a27a',
      hair: '#8a3a12',
      hairStyle: 'long',
      eyes: '#1f6fb8',
      shirt: '#1f6fb8',
      emblem: 'artist',
    },
    en: ['Quillette', 'Artist', 'Drew the Seljuk banners, rugs and tiles.'],
    fr: [
      'Quillette',
      'Artiste',
      'A dessiné les bannières, les tapis et les carreaux seldjoukides.',
    ],
  },
  {
    portrait: {
      background: '#e6f3f8',
      skin: '#b97a4f',
      hair: '#1c7f95',
      hairStyle: 'hood',
      eyes: '#2b1f15',
      shirt: '#d9661f',
      beard: '#4d4640',
      emblem: 'builder',
    },
    en: ['Nadira', 'Builder', 'Built the Seljuk caravanserai and the stalls of its bazaar.'],
    fr: [
      'Nadira',
      'Bâtisseuse',
      'A construit le caravansérail seldjoukide et les étals de son bazar.',
    ],
  },
];

/**
 * The demo's hall of fame, each avatar through the site's one image pipeline.
 * A hall of fame that already has entries (an administrator's) is left as it is.
 */
export async function seedDemoHallOfFame(
  db: Kysely<Database>,
  storage: Storage,
  now = new Date(),
): Promise<void> {
  if ((await repo.listEntries(db)).length > 0) return;
  for (const [index, person] of DEMO_HALL_OF_FAME.entries()) {
    const image = await storeImage(storage, await svgToPng(portraitSvg(person.portrait)));
    await repo.insertEntry(db, {
      avatar: image.filename,
      avatar_preview: image.previewname,
      avatar_thumb: image.thumbname,
      text_en: JSON.stringify(person.en),
      text_fr: JSON.stringify(person.fr),
      pos: index + 1,
      created_at: now.toISOString(),
    });
  }
}

export const seeds: Seed[] = [
  {
    name: 'demo-halloffame',
    demo: true,
    // Without storage (some tests) there is nowhere to put the avatars every entry needs.
    run: async (db, _log, options) => {
      if (options.storage) await seedDemoHallOfFame(db, options.storage);
    },
  },
];
