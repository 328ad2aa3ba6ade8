import type { StoredFileSource } from '../../../platform/storage/sweep.ts';
import { IMAGE_SUBJECT_PREFIX } from '../image-history.ts';

/** Every string a JSON text holds, at any depth. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

function parsed(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/**
 * The files the encyclopedia's records name: each image's three files
 * (deleted images' too, which a restore brings back), every file an image's
 * history names (a replaced file can be restored), and the mod's pictures.
 * A history version counts every string it holds as a name: one that names
 * no file keeps nothing, and a file is never lost to a change of the
 * history's fields.
 */
export const encyclopediaStoredFiles: StoredFileSource[] = [
  {
    folder: 'images',
    names: async (db) => {
      const images = await db
        .selectFrom('encyclopedia_images')
        .select(['filename', 'previewname', 'thumbname'])
        .execute();
      const history = await db
        .selectFrom('text_versions')
        .select('body')
        .where('subject', 'like', `${IMAGE_SUBJECT_PREFIX}%`)
        .where('body', 'is not', null)
        .execute();
      const pictures = await db
        .selectFrom('encyclopedia_pictures')
        .select(['filename', 'webpname'])
        .execute();
      return [
        ...images.flatMap((row) => [row.filename, row.previewname, row.thumbname]),
        ...history.flatMap((row) => (row.body ? stringsOf(parsed(row.body)) : [])),
        ...pictures.flatMap((row) => [row.filename, row.webpname]),
      ];
    },
  },
];
