import type { PageCheck, PageChecks } from '../../../platform/pages/page-checks.ts';
import type { LibraryDeps } from '../deps.ts';
import { contentExists, contentSeenBy, publicContentExists } from './service.ts';

/** The library's pages that name a content: 404 when it is unknown (or not public yet, but to whom may see it). */
export function libraryPages(deps: LibraryDeps): PageChecks {
  const edit = {
    exists: ({ params }) => contentExists(deps, params.content ?? ''),
  } satisfies PageCheck;
  return {
    '/library/:content': {
      exists: ({ params }) => publicContentExists(deps, params.content ?? ''),
      seenBy: ({ params }, viewer) => contentSeenBy(deps, params.content ?? '', viewer),
    },
    '/library/:content/edit': edit,
    '/library/:content/editimages': edit,
  };
}
