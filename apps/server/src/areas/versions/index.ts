import type { Area } from '../../extensions/area.ts';
import { fixedSitemap } from '../../extensions/sitemap.ts';
import { releasesFeed } from './feed.ts';
import { versionsDeps } from './deps.ts';
import { migrations } from './migrations/index.ts';
import { insertVersions, lastReleaseDate } from './repository.ts';
import { versionAdminRoutes, versionCheckRoutes, versionRoutes } from './routes.ts';
import { demoVersions } from './seed/demo-versions.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/** Releases: the mod's version check, the history and their management. */

export const versionsArea: Area = {
  name: 'versions',
  migrations,
  seeds: [{ name: 'demo-versions', demo: true, run: (db) => insertVersions(db, demoVersions) }],
  sitemap: [
    fixedSitemap('history', async (db) => [
      { path: '/history', lastmod: await lastReleaseDate(db) },
    ]),
  ],
  setup(app) {
    const deps = versionsDeps(app);
    return {
      plugin: async (versions) => {
        await versions.register(versionCheckRoutes, { deps });
        await versions.register(versionRoutes, { deps });
        await versions.register(versionAdminRoutes, { deps });
      },
      feeds: [releasesFeed(deps)],
    };
  },
};
