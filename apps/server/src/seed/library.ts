import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Culture } from '@millenaire/contracts';
import type { Database } from '../db/database.ts';
import { storeImage } from '../infra/images.ts';
import type { Storage } from '../infra/storage.ts';
import { landscape, villagerPicture } from './demo-encyclopedia/art.ts';
import { librarySearchText } from '@millenaire/contracts/library';

type Db = Kysely<Database>;

// The library's categories and cultures (every site needs them), and a few
// demo contents written for this site.

const CATEGORIES: [string, string][] = [
  ['Buildings', 'Bâtiments'],
  ['Villages', 'Villages'],
  ['New cultures', 'Nouvelles cultures'],
  ['Worlds and maps', 'Mondes et cartes'],
  ['Texture packs', 'Packs de textures'],
  ['Translations', 'Traductions'],
  ['Other', 'Autre'],
];

const CULTURES: [string, string][] = [
  ['Norman', 'Normands'],
  ['Indian', 'Indiens'],
  ['Japanese', 'Japonais'],
  ['Mayan', 'Mayas'],
  ['Byzantine', 'Byzantins'],
  ['Inuit', 'Inuits'],
  ['Seljuk', 'Seldjoukides'],
  ['Several cultures', 'Plusieurs cultures'],
  ['Other', 'Autre'],
];

const labels = (list: [string, string][]) =>
  list.map(([label_en, label_fr], i) => ({ label_en, label_fr, pos: i + 1 }));

export async function seedLibraryLabels(db: Db): Promise<void> {
  await db.insertInto('library_categories').values(labels(CATEGORIES)).execute();
  await db.insertInto('library_cultures').values(labels(CULTURES)).execute();
}

interface DemoContent {
  title: string;
  version: string;
  category: string;
  culture: string;
  description: string;
  daysAgo: number;
  counts: { nbview: number; nbdl: number };
  /** Drawn by the seed in the culture's colours (seed/demo-encyclopedia/art.ts). */
  pictures: { draw: () => Buffer; legend: string }[];
}

const scene = (culture: Culture, dusk: boolean) => () => landscape(culture, dusk);

const DEMO: DemoContent[] = [
  {
    title: 'Harbour hamlet for the Normans',
    version: '8.1.2',
    category: 'Villages',
    culture: 'Norman',
    description:
      '<p>A small fishing village built around a stone quay, with a net maker, a chapel ' +
      'and a watchtower looking over the bay. <strong>Needs a coast</strong> to spawn.</p>' +
      '<ul><li>6 new buildings</li><li>Upgrades in three steps</li></ul>',
    daysAgo: 40,
    counts: { nbview: 312, nbdl: 87 },
    pictures: [
      { draw: scene('norman', false), legend: 'The quay and the net maker at noon' },
      { draw: scene('norman', true), legend: 'Evening over the bay from the watchtower' },
    ],
  },
  {
    title: 'Terraced tea garden',
    version: '8.1.0',
    category: 'Buildings',
    culture: 'Japanese',
    description:
      "<p>A tea farmer's house on three terraces, with a small shrine at the top. " +
      "The farmer sells green tea to the village's market.</p>",
    daysAgo: 18,
    counts: { nbview: 154, nbdl: 41 },
    pictures: [{ draw: scene('japanese', false), legend: 'The three terraces seen from the road' }],
  },
  {
    title: 'Snow lodge upgrades',
    version: '8.1.2',
    category: 'Buildings',
    culture: 'Inuit',
    description:
      "<p>Two extra upgrades for the Inuit hunter's lodge: a drying rack for fish and a " +
      'larger sled shed.</p><p><em>Tested on a fresh world.</em></p>',
    daysAgo: 7,
    counts: { nbview: 66, nbdl: 12 },
    pictures: [
      { draw: scene('inuits', false), legend: 'The lodge with its new sled shed' },
      { draw: () => villagerPicture('inuits', 1), legend: 'The hunter, back with the catch' },
    ],
  },
  {
    title: 'Caravanserai road map',
    version: '8.0.0',
    category: 'Worlds and maps',
    culture: 'Seljuk',
    description:
      '<p>A survival world where three Seljuk villages are linked by a desert road with ' +
      'a caravanserai halfway. A starting chest waits near the spawn.</p>',
    daysAgo: 2,
    counts: { nbview: 23, nbdl: 5 },
    pictures: [
      { draw: scene('seljuk', true), legend: 'The caravanserai at dusk, halfway along the road' },
    ],
  },
];

async function idOf(db: Db, table: 'library_categories' | 'library_cultures', label: string) {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('label_en', '=', label)
    .executeTakeFirst();
  return row?.id;
}

export async function seedDemoLibrary(db: Db, now = new Date()): Promise<void> {
  const admin = await db
    .selectFrom('users')
    .select('id')
    .where('login_key', '=', 'admin')
    .executeTakeFirst();
  for (const content of DEMO) {
    const category = await idOf(db, 'library_categories', content.category);
    const culture = await idOf(db, 'library_cultures', content.culture);
    if (category === undefined || culture === undefined) continue;
    const at = new Date(now.getTime() - content.daysAgo * 24 * 3600 * 1000).toISOString();
    await db
      .insertInto('library_contents')
      .values({
        title: content.title,
        version: content.version,
        description: content.description,
        search_text: librarySearchText(content.title, content.description),
        category_id: category,
        culture_id: culture,
        author_id: admin?.id ?? null,
        confirmed: 1,
        ...content.counts,
        created_at: at,
        modified_at: at,
      })
      .execute();
  }
}

/**
 * The demo contents' pictures, through the site's one image pipeline. A seed
 * of its own, so sites seeded before it get them too; a content that already
 * has images (or is gone) is left as it is.
 */
export async function seedDemoLibraryImages(db: Db, storage: Storage, now = new Date()) {
  for (const content of DEMO) {
    const row = await db
      .selectFrom('library_contents as c')
      .select(['c.id', 'c.author_id'])
      .where('c.title', '=', content.title)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('library_images as i')
              .select('i.id')
              .whereRef('i.content_id', '=', 'c.id'),
          ),
        ),
      )
      .executeTakeFirst();
    if (!row) continue;
    for (const [pos, picture] of content.pictures.entries()) {
      const image = await storeImage(storage, await sharp(picture.draw()).png().toBuffer());
      await db
        .insertInto('library_images')
        .values({
          content_id: row.id,
          pos: pos + 1,
          filename: image.filename,
          previewname: image.previewname,
          thumbname: image.thumbname,
          legend: picture.legend,
          author_id: row.author_id,
          created_at: now.toISOString(),
        })
        .execute();
    }
  }
}

/** The library's seeds, in the shape of seed/index.ts's list. */
export const librarySeeds: {
  name: string;
  demo: boolean;
  run: (db: Db, log: FastifyBaseLogger, options: { storage?: Storage }) => Promise<void>;
}[] = [
  { name: 'library-labels', demo: false, run: (db) => seedLibraryLabels(db) },
  { name: 'demo-library', demo: true, run: (db) => seedDemoLibrary(db) },
  {
    name: 'demo-library-images',
    demo: true,
    run: async (db, _log, options) => {
      if (options.storage) await seedDemoLibraryImages(db, options.storage);
    },
  },
];
