import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import type { Database } from '../db/database.ts';
import { storeImage } from '../infra/images.ts';
import { detectType, MAGIC_LENGTH } from '../infra/file-type.ts';
import { generateName, type Storage } from '../infra/storage.ts';
import { zipBuffer } from '../infra/zip.ts';
import { DEMO } from './demo-library-content.ts';
import { librarySearchText } from '@millenaire/contracts/library';

type Db = Kysely<Database>;

// The library's categories and cultures (every site needs them), and the
// demo contents of seed/demo-library-content.ts with their pictures and
// archives.

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
