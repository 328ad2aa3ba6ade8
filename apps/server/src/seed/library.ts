import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Culture } from '@millenaire/contracts';
import type { Database } from '../db/database.ts';
import { storeImage } from '../infra/images.ts';
import { detectType, MAGIC_LENGTH } from '../infra/file-type.ts';
import { generateName, type Storage } from '../infra/storage.ts';
import { zipBuffer } from '../infra/zip.ts';
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
  /** The downloadable archive: its name and the text files inside. */
  archive: { name: string; files: Record<string, string> };
}

/** The read-me every demo archive starts with. */
const readme = (title: string, install: string, notes: string[]) =>
  [
    title,
    '='.repeat(title.length),
    '',
    ...notes,
    '',
    'Installing',
    '----------',
    install,
    '',
    'A demo content of the Millénaire community website.',
    '',
  ].join('\n');

const CUSTOM_FOLDER =
  'Unzip this archive into the millenaire-custom folder of your Minecraft folder, then ' +
  'start a new world or let a village grow to reach the new buildings.';

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
    archive: {
      name: 'harbour-hamlet-norman.zip',
      files: {
        'README.txt': readme('Harbour hamlet for the Normans', CUSTOM_FOLDER, [
          'A fishing village for the Norman culture: stone quay, net maker, chapel and',
          'watchtower. The village only spawns on a coast.',
        ]),
        'CHANGES.txt': '1.1 - the watchtower gets its third upgrade\n1.0 - first release\n',
      },
    },
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
    archive: {
      name: 'terraced-tea-garden.zip',
      files: {
        'README.txt': readme('Terraced tea garden', CUSTOM_FOLDER, [
          "A tea farmer's house for the Japanese culture, on three terraces with a shrine",
          'at the top. The farmer sells green tea at the market.',
        ]),
      },
    },
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
    archive: {
      name: 'snow-lodge-upgrades.zip',
      files: {
        'README.txt': readme('Snow lodge upgrades', CUSTOM_FOLDER, [
          "Two more upgrades for the Inuit hunter's lodge: a drying rack for fish, then a",
          'larger sled shed.',
        ]),
      },
    },
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
    archive: {
      name: 'caravanserai-road-map.zip',
      files: {
        'README.txt': readme(
          'Caravanserai road map',
          'Unzip this archive into the saves folder of your Minecraft folder; the world ' +
            'appears in the list of single-player worlds.',
          [
            'A survival world with three Seljuk villages along a desert road and a',
            'caravanserai halfway. A starting chest waits near the spawn.',
          ],
        ),
      },
    },
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

/**
 * The demo contents' archives: small zips of text files built by the site,
 * stored and recorded as an upload is (size, SHA-512, type told by the first
 * bytes). A content that already has an archive keeps it.
 */
export async function seedDemoLibraryArchives(db: Db, storage: Storage) {
  for (const content of DEMO) {
    const row = await db
      .selectFrom('library_contents')
      .select('id')
      .where('title', '=', content.title)
      .where('file_name', 'is', null)
      .executeTakeFirst();
    if (!row) continue;
    const bytes = await zipBuffer(
      Object.entries(content.archive.files).map(([name, body]) => ({ name, body })),
    );
    const name = generateName('.zip');
    const temp = storage.tempPath();
    await writeFile(temp, bytes);
    await storage.moveIntoPlace(temp, storage.filePath(name));
    const stored = await db
      .updateTable('library_contents')
      .set({
        file_name: name,
        file_original_name: content.archive.name,
        file_size: bytes.length,
        file_sha512: createHash('sha512').update(bytes).digest('hex'),
        file_type: detectType(bytes.subarray(0, MAGIC_LENGTH)),
      })
      .where('id', '=', row.id)
      .where('file_name', 'is', null)
      .executeTakeFirst();
    if (Number(stored.numUpdatedRows) === 0) await storage.remove(storage.filePath(name));
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
  {
    name: 'demo-library-archives',
    demo: true,
    run: async (db, _log, options) => {
      if (options.storage) await seedDemoLibraryArchives(db, options.storage);
    },
  },
];
