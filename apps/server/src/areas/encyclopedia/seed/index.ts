import type { Kysely } from 'kysely';
import { SITE_LANGUAGES } from '@millenaire/contracts';
import { TRAVEL_BOOK_SECTIONS } from '@millenaire/modfiles';
import type { Database } from '../../../db/database.ts';
import { storeImage, svgToPng } from '../../../platform/storage/images.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import { insertImages } from '../image-repository.ts';
import { savePicture, saveTravelBook } from '../import/importer.ts';
import { demoEntries, demoImages, demoPictures } from './build.ts';

/**
 * The demo encyclopedia: the seven cultures in English and French through
 * the importer's own writing path, their icons and villager pictures, and two
 * pictures on each culture page. Without storage (some tests) only the texts;
 * without `pictures`, no icons and villager pictures (tests that read none).
 */
export async function seedDemoEncyclopedia(
  db: Kysely<Database>,
  storage: Storage | undefined,
  { pictures = true, now = new Date() }: { pictures?: boolean; now?: Date } = {},
): Promise<void> {
  for (const language of SITE_LANGUAGES) {
    await saveTravelBook(db, language, TRAVEL_BOOK_SECTIONS, demoEntries(language), now);
  }
  if (!storage) return;
  for (const [kind, key, svg] of pictures ? demoPictures() : []) {
    await savePicture({ db, storage }, kind, key, await svgToPng(svg), now);
  }
  const images = demoImages();
  const stored = await Promise.all(
    images.map(async ({ svg }) => storeImage(storage, await svgToPng(svg))),
  );
  await insertImages(
    db,
    images.map(({ culture, legend }, i) => ({
      culture,
      type: 'cultures',
      itemkey: culture,
      filename: stored[i]!.filename,
      previewname: stored[i]!.previewname,
      thumbname: stored[i]!.thumbname,
      width: stored[i]!.width,
      height: stored[i]!.height,
      legend_en: legend[0],
      legend_fr: legend[1],
      enabled: 1,
      pos: (i % 2) + 1,
      author_id: null,
      created_at: now.toISOString(),
    })),
  );
}
