import type { StoredFileSource } from '../../platform/storage/sweep.ts';

/**
 * The files the library's records name: each content's archive (hidden
 * contents' too) and the three files of each image.
 */
export const libraryStoredFiles: StoredFileSource[] = [
  {
    folder: 'files',
    names: async (db) => {
      const rows = await db
        .selectFrom('library_contents')
        .select('file_name')
        .where('file_name', 'is not', null)
        .execute();
      return rows.flatMap((row) => (row.file_name ? [row.file_name] : []));
    },
  },
  {
    folder: 'images',
    names: async (db) => {
      const rows = await db
        .selectFrom('library_images')
        .select(['filename', 'previewname', 'thumbname'])
        .execute();
      return rows.flatMap((row) => [row.filename, row.previewname, row.thumbname]);
    },
  },
];
