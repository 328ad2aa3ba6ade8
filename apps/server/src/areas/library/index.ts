import type { FastifyPluginAsync } from 'fastify';
import type { Area } from '../../infra/area.ts';
import { libraryFollows } from './follow.ts';
import { librarySearch } from './contents/site-search.ts';
import { registerFeed } from '../../infra/feeds.ts';
import { commentRoutes } from './comments/routes.ts';
import { contentRoutes } from './contents/routes.ts';
import { counterRoutes } from './counters/routes.ts';
import { libraryDeps, type LibraryDeps } from './deps.ts';
import { imageRoutes } from './images/routes.ts';
import { migrations } from './migrations/index.ts';
import { libraryReports } from './moderation/reports.ts';
import { libraryModeration } from './moderation/rollback.ts';
import { libraryPageRoutes } from './pages/routes.ts';
import { libraryFeed } from './pages/feed.ts';
import { librarySitemap } from './pages/sitemap.ts';
import { seeds } from './seed/index.ts';
import { libraryStoredFiles } from './stored-files.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/** The content library: players' archives, images, comments, stars and counters (/api/library). */
const routes: FastifyPluginAsync<{ deps: LibraryDeps }> = async (app, { deps }) => {
  await app.register(contentRoutes, { deps });
  await app.register(commentRoutes, { deps });
  await app.register(imageRoutes, { deps });
  await app.register(counterRoutes, { deps });
};

export const libraryArea: Area = {
  name: 'library',
  plugin: async (app) => {
    const deps = libraryDeps(app);
    await app.register(routes, { prefix: '/api/library', deps });
    await app.register(libraryPageRoutes, { deps });
    registerFeed(app, libraryFeed(deps));
    app.siteSearch.add(librarySearch(deps));
    app.notices.add(libraryFollows(deps));
    for (const source of libraryReports(deps, app.changes)) app.reports.add(source);
  },
  migrations,
  seeds,
  sitemap: librarySitemap,
  moderation: libraryModeration,
  storedFiles: libraryStoredFiles,
};
