import type { SiteSearchSource } from '../../../infra/site-search.ts';
import type { LibraryDeps } from '../deps.ts';
import { listContents } from './service.ts';

/**
 * The library in the site-wide search: the first confirmed contents of the
 * list's own free-text search (title, description, author; newest first),
 * with the list's address for the rest.
 */
export function librarySearch(deps: LibraryDeps): SiteSearchSource {
  return {
    area: 'library',
    topics: ['library', 'users'],
    async find(q, language, limit) {
      const list = await listContents(deps, null, {
        language,
        q,
        page: 1,
        withunconfirmed: false,
        starred: false,
      });
      const hits = list.contents.slice(0, limit).map((content) => ({
        title: content.title,
        detail: [content.catlabel, content.author].filter(Boolean).join(' · '),
        path: `/library/${content.contentid}`,
      }));
      const total = list.total ?? list.contents.length;
      return {
        hits,
        more: total > hits.length,
        all: `/library?${new URLSearchParams({ q }).toString()}`,
      };
    },
  };
}
