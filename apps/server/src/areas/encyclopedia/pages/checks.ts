import type { PageCheck, PageChecks } from '../../../platform/pages/page-checks.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { cultureExists, itemExists } from './service.ts';

/** The encyclopedia's pages that name a culture or an item: 404 when it is unknown. */
export function encyclopediaPages(deps: EncyclopediaDeps): PageChecks {
  const culture = {
    exists: ({ params }) => cultureExists(deps, params.culture ?? ''),
  } satisfies PageCheck;
  const item = {
    exists: ({ params: { culture = '', type = '', itemkey = '' } }) =>
      itemExists(deps, culture, type, itemkey),
  } satisfies PageCheck;
  return {
    '/encyclopedia/:culture': culture,
    '/encyclopedia/:culture/edit': culture,
    '/encyclopedia/:culture/:type/:itemkey': item,
    '/encyclopedia/:culture/:type/:itemkey/edit': item,
  };
}
