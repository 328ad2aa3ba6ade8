import type { FastifyPluginAsync } from 'fastify';
import type { Area } from '../../extensions/area.ts';
import { libraryFollows } from './follow.ts';
import { librarySearch } from './contents/site-search.ts';
import { commentRoutes } from './contents/comments/routes.ts';
import { contentRoutes } from './contents/routes.ts';
import { counterRoutes } from './counters/routes.ts';
import { libraryDeps, type LibraryDeps } from './deps.ts';
import { imageRoutes } from './contents/images/routes.ts';
import { migrations } from './migrations/index.ts';
import { libraryReports } from './moderation/reports.ts';
import { libraryModeration } from './moderation/rollback.ts';
import { libraryPages } from './pages/checks.ts';
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
  migrations,
  seeds,
  sitemap: librarySitemap,
  storedFiles: libraryStoredFiles,
  setup(app) {
    const deps = libraryDeps(app);
    return {
      plugin: async (library) => library.register(routes, { deps }),
      pages: libraryPages(deps),
      feeds: [libraryFeed(deps)],
      search: [librarySearch(deps)],
      follows: [libraryFollows(deps)],
      reports: libraryReports(deps),
      moderation: libraryModeration(deps),
    };
  },
};
