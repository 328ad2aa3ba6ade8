import type { FastifyPluginAsync } from 'fastify';
import { pageRoute } from '../../../platform/pages/page-route.ts';
import type { LibraryDeps } from '../deps.ts';
import { contentExists, contentSeenBy, publicContentExists } from './service.ts';

/** The library's pages, 404 when the content is unknown (or not public yet, but to whom may see it). */
export const libraryPageRoutes: FastifyPluginAsync<{ deps: LibraryDeps }> = async (
  app,
  { deps },
) => {
  const fixed = ['/library/mycontents', '/library/starredcontents', '/library/create'] as const;
  for (const path of fixed) {
    pageRoute(app, path);
  }
  pageRoute(
    app,
    '/library/:content',
    ({ content = '' }) => publicContentExists(deps, content),
    ({ content = '' }, viewer) => contentSeenBy(deps, content, viewer),
  );
  const editPage = ({ content = '' }) => contentExists(deps, content);
  pageRoute(app, '/library/:content/edit', editPage);
  pageRoute(app, '/library/:content/editimages', editPage);
};
