import type { FastifyPluginAsync } from 'fastify';
import type { Area } from '../../infra/area.ts';
import { registerFeed } from '../../infra/feeds.ts';
import { fixedSitemap } from '../../infra/sitemap.ts';
import { releasesFeed } from './feed.ts';
import { versionsDeps } from './deps.ts';
import { migrations } from './migrations/index.ts';
import { insertVersions, lastReleaseDate } from './repository.ts';
import { versionAdminRoutes, versionCheckRoutes, versionRoutes } from './routes.ts';
import { demoVersions } from './seed/demo-versions.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/** Releases: the mod's version check, the history and their management. */
const plugin: FastifyPluginAsync = async (app) => {
  const deps = versionsDeps(app);
  await app.register(versionCheckRoutes, { deps });
  await app.register(versionRoutes, { prefix: '/api/versions', deps });
  await app.register(versionAdminRoutes, { prefix: '/api/versions/admin', deps });
  registerFeed(app, releasesFeed(app));
};

export const versionsArea: Area = {
  name: 'versions',
  plugin,
  migrations,
  seeds: [{ name: 'demo-versions', demo: true, run: (db) => insertVersions(db, demoVersions) }],
  sitemap: [
    fixedSitemap('history', async (db) => [
      { path: '/history', lastmod: await lastReleaseDate(db) },
    ]),
  ],
};
