import { segment } from '../../../platform/pages/public-addresses.ts';
import { fixedSitemap, type SitemapSource } from '../../../extensions/sitemap.ts';
import { highestContentId, listConfirmedInRange } from './repository.ts';

/**
 * The library's list, and its confirmed contents in files of consecutive id
 * ranges: a file is found by arithmetic and read through the primary key, at
 * a hundred thousand contents as at ten. A range holds fewer pages than ids
 * where contents were deleted or wait for confirmation.
 */
export const librarySitemap: SitemapSource[] = [
  fixedSitemap('library', async () => [{ path: '/library' }]),
  {
    name: 'library-contents',
    files: async (db, perFile) => Math.ceil((await highestContentId(db)) / perFile),
    pages: async (db, file, perFile) => {
      const rows = await listConfirmedInRange(db, file * perFile, (file + 1) * perFile);
      return rows.map((row) => ({ path: `/library/${segment(row.id)}`, lastmod: row.modified_at }));
    },
  },
];
