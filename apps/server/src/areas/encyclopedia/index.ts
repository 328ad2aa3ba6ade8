import type { FastifyPluginAsync } from 'fastify';
import { encyclopediaSearch } from './contentindex/site-search.ts';
import type { Area } from '../../extensions/area.ts';
import { contentIndexRoutes } from './contentindex/routes.ts';
import { encyclopediaDeps, type EncyclopediaDeps } from './deps.ts';
import { encyclopediaFeed } from './review/feed.ts';
import { encyclopediaReports } from './descriptions/reports.ts';
import { descriptionRoutes } from './descriptions/routes.ts';
import { cultureFollows } from './follow.ts';
import { entryRoutes } from './entries/routes.ts';
import { imageRoutes } from './images/routes.ts';
import { encyclopediaStoredFiles } from './images/stored-files.ts';
import { migrations } from './migrations/index.ts';
import { encyclopediaModeration } from './moderation/service.ts';
import { encyclopediaPages } from './pages/checks.ts';
import { encyclopediaSitemap } from './pages/sitemap.ts';
import { reviewRoutes } from './review/routes.ts';
import { seedDemoEncyclopedia } from './seed/index.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/** The mod's cultures and their items, from the travel-book export (/api/encyclopedia). */
const routes: FastifyPluginAsync<{ deps: EncyclopediaDeps }> = async (app, { deps }) => {
  await app.register(contentIndexRoutes, { deps });
  await app.register(reviewRoutes, { deps });
  await app.register(entryRoutes, { deps });
  await app.register(descriptionRoutes, { deps });
  await app.register(imageRoutes, { deps });
};

export const encyclopediaArea: Area = {
  name: 'encyclopedia',
  setup(app) {
    const deps = encyclopediaDeps(app);
    return {
      plugin: async (encyclopedia) => encyclopedia.register(routes, { deps }),
      pages: encyclopediaPages(deps),
      feeds: [encyclopediaFeed(deps)],
      search: [encyclopediaSearch(deps)],
      follows: [cultureFollows(deps)],
      reports: [encyclopediaReports(deps)],
      /** An administrator's rollback of one account: its descriptions and images put back. */
      moderation: encyclopediaModeration(deps),
    };
  },
  migrations,
  seeds: [
    {
      name: 'demo-encyclopedia',
      demo: true,
      run: (db, _log, options) =>
        seedDemoEncyclopedia(db, options.storage, { pictures: options.pictures !== false }),
    },
  ],
  sitemap: encyclopediaSitemap,
  importers: {
    travelbook: async () => (await import('./import/cli.ts')).runTravelBookImport,
  },
  /** Its images' files (deleted and replaced ones its history names too) and the mod's pictures. */
  storedFiles: encyclopediaStoredFiles,
};

/** The demo's drawings in a culture's colours, for other areas' demo content. */
export { landscape, villagerPicture } from './seed/art.ts';

/** Its names in English and French, for the translation centre's glossary. */
export { encyclopediaNames, type EncyclopediaName } from './entries/glossary.ts';
