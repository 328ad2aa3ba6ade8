import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { librarySearchText } from '@millenaire/contracts/library';
import type { Database } from '../../../db/database.ts';
import { detectType, MAGIC_LENGTH } from '../../../platform/storage/file-type.ts';
import { storeImage, svgToPng } from '../../../platform/storage/images.ts';
import type { Seed } from '../../../platform/seeds.ts';
import { generateName, type Storage } from '../../../platform/storage/storage.ts';
import { zipBuffer } from '../../../platform/storage/zip.ts';
import { accountIdOf } from '../../users/index.ts';
import * as contents from '../contents/repository.ts';
import * as images from '../contents/images/repository.ts';
import { DEMO } from './demo-library-content.ts';
import * as labels from '../labels.ts';

type Db = Kysely<Database>;

// The library's categories and cultures (every site needs them), and the
// demo contents of demo-library-content.ts with their pictures and archives,
// all written through the library's own repositories.

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

const labelRows = (list: [string, string][]) =>
  list.map(([label_en, label_fr]) => ({ label_en, label_fr }));

export async function seedLibraryLabels(db: Db): Promise<void> {
  await labels.insertLabels(db, 'library_categories', labelRows(CATEGORIES));
  await labels.insertLabels(db, 'library_cultures', labelRows(CULTURES));
}

export async function seedDemoLibrary(db: Db, now = new Date()): Promise<void> {
  const admin = await accountIdOf(db, 'admin');
  for (const content of DEMO) {
    const category = await labels.findLabelId(db, 'library_categories', content.category);
    const culture = await labels.findLabelId(db, 'library_cultures', content.culture);
    if (category === undefined || culture === undefined) continue;
    const at = new Date(now.getTime() - content.daysAgo * 24 * 3600 * 1000).toISOString();
    await contents.insertContent(db, {
      title: content.title,
      version: content.version,
      description: content.description,
      search_text: librarySearchText(content.title, content.description),
      category_id: category,
      culture_id: culture,
      author_id: admin ?? null,
      confirmed: 1,
      ...content.counts,
      created_at: at,
      modified_at: at,
    });
  }
}

/**
 * The demo contents' pictures, through the site's one image pipeline. A seed
 * of its own, so sites seeded before it get them too; a content that already
 * has images (or is gone) is left as it is.
 */
export async function seedDemoLibraryImages(db: Db, storage: Storage, now = new Date()) {
  for (const content of DEMO) {
    const row = await contents.findContentByTitle(db, content.title);
    if (!row || (await images.listImages(db, row.id)).length > 0) continue;
    for (const picture of content.pictures) {
      const image = await storeImage(storage, await svgToPng(picture.draw()));
      await images.insertImage(db, {
        content_id: row.id,
        filename: image.filename,
        previewname: image.previewname,
        thumbname: image.thumbname,
        legend: picture.legend,
        author_id: row.author_id,
        created_at: now.toISOString(),
      });
    }
  }
}

/**
 * The demo contents' archives: small zips of text files built by the site,
 * stored and recorded as an upload is (size, SHA-512, type told by the first
 * bytes), without changing the content's date. A content that already has
 * an archive keeps it.
 */
export async function seedDemoLibraryArchives(db: Db, storage: Storage) {
  for (const content of DEMO) {
    const row = await contents.findContentByTitle(db, content.title);
    if (!row || row.file_name !== null) continue;
    const bytes = await zipBuffer(
      Object.entries(content.archive.files).map(([name, body]) => ({ name, body })),
    );
    const name = generateName('.zip');
    await storage.put('files', name, bytes);
    await contents.replaceFile(
      db,
      row.id,
      {
        file_name: name,
        file_original_name: content.archive.name,
        file_size: bytes.length,
        file_sha512: createHash('sha512').update(bytes).digest('hex'),
        file_type: detectType(bytes.subarray(0, MAGIC_LENGTH)),
      },
      new Date(row.modified_at),
    );
  }
}

export const seeds: Seed[] = [
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
