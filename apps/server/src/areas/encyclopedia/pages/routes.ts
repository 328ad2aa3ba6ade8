import type { FastifyPluginAsync } from 'fastify';
import { pageRoute } from '../../../platform/pages/page-route.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { cultureExists, itemExists } from './service.ts';

/** The encyclopedia's pages, 404 when the culture or the item is unknown. */
export const encyclopediaPageRoutes: FastifyPluginAsync<{ deps: EncyclopediaDeps }> = async (
  app,
  { deps },
) => {
  pageRoute(app, '/encyclopedia/newcontents');
  pageRoute(app, '/encyclopedia/newimages');
  const culturePage = ({ culture = '' }) => cultureExists(deps, culture);
  pageRoute(app, '/encyclopedia/:culture', culturePage);
  pageRoute(app, '/encyclopedia/:culture/edit', culturePage);
  const itemPage = ({ culture = '', type = '', itemkey = '' }) =>
    itemExists(deps, culture, type, itemkey);
  pageRoute(app, '/encyclopedia/:culture/:type/:itemkey', itemPage);
  pageRoute(app, '/encyclopedia/:culture/:type/:itemkey/edit', itemPage);
};
