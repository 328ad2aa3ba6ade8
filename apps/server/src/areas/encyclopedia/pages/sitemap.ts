import { segment } from '../../../platform/pages/public-addresses.ts';
import { fixedSitemap, type SitemapSource } from '../../../extensions/sitemap.ts';
import { countItemKeys, listCultureKeys, listItemKeys } from './repository.ts';

/**
 * The encyclopedia's home and culture pages (whose type lists are part of
 * the culture page), then every item page, a file per slice of the entries'
 * key order; lastmod is the entry's last import.
 */
export const encyclopediaSitemap: SitemapSource[] = [
  fixedSitemap('encyclopedia', async (db) => {
    const cultures = await listCultureKeys(db);
    return [
      { path: '/encyclopedia' },
      ...cultures.map((row) => ({
        path: `/encyclopedia/${segment(row.culture)}`,
        lastmod: row.lastmod,
      })),
    ];
  }),
  {
    name: 'encyclopedia-items',
    files: async (db, perFile) => Math.ceil((await countItemKeys(db)) / perFile),
    pages: async (db, file, perFile) => {
      const rows = await listItemKeys(db, file * perFile, perFile);
      return rows.map((row) => ({
        path: `/encyclopedia/${segment(row.culture)}/${segment(row.type)}/${segment(row.itemkey)}`,
        lastmod: row.lastmod,
      }));
    },
  },
];
