import type { SiteSearchSource } from '../../../infra/site-search.ts';
import type { LibraryDeps } from '../deps.ts';
import * as repo from './repository.ts';

/**
 * The library in the site-wide search: the newest confirmed contents the
 * list's own free-text search finds (title, description, author), one more
 * than shown to tell whether there are others, never counting them all (a
 * prefix of three letters can match a tenth of the library); the list's
 * address gives the rest.
 */
export function librarySearch({ db }: LibraryDeps): SiteSearchSource {
  return {
    area: 'library',
    topics: ['library', 'users'],
    async find(q, language, limit) {
      const filter: repo.ContentFilter = {
        viewerId: null,
        all: false,
        mine: false,
        starred: false,
        q,
      };
      const rows = await repo.listContents(db, filter, language, 'recent', {
        offset: 0,
        limit: limit + 1,
      });
      const hits = rows.slice(0, limit).map((row) => ({
        title: row.title,
        detail: [row.catlabel, row.author].filter(Boolean).join(' · '),
        path: `/library/${row.id}`,
      }));
      return {
        hits,
        more: rows.length > limit,
        all: `/library?${new URLSearchParams({ q }).toString()}`,
      };
    },
  };
}
