import type { SiteSearchSource } from '../../../extensions/site-search.ts';
import type { LibraryDeps } from '../deps.ts';
import { newestMatches } from './newest-matches.ts';
import { listContentsById } from './repository.ts';

/**
 * The library in the site-wide search: the newest confirmed contents whose
 * title or description holds the text or whose author's login starts with
 * it, one more than shown to tell whether there are others, never counting
 * them all (three letters can match a tenth of the library); the list's
 * address gives the rest.
 */
export function librarySearch({ db }: LibraryDeps): SiteSearchSource {
  return {
    area: 'library',
    topics: ['library', 'users'],
    async find(q, language, limit) {
      const ids = await newestMatches(db, q.toLowerCase(), limit + 1);
      const rows = await listContentsById(db, ids.slice(0, limit), language, null);
      const hits = rows.map((row) => ({
        title: row.title,
        detail: [row.catlabel, row.author].filter(Boolean).join(' · '),
        path: `/library/${row.id}`,
      }));
      return {
        hits,
        more: ids.length > limit,
        all: `/library?${new URLSearchParams({ q }).toString()}`,
      };
    },
  };
}
