import type { FastifyPluginAsync } from 'fastify';
import type { Area } from '../../infra/area.ts';
import { fixedSitemap } from '../../infra/sitemap.ts';
import { archiveRoutes } from './archives/routes.ts';
import { lastChangeDate } from './changes/repository.ts';
import { changeRoutes } from './changes/routes.ts';
import { registerFeed } from '../../infra/feeds.ts';
import { translationsFeed } from './changes/feed.ts';
import { translationsDeps } from './deps.ts';
import { languageFollows } from './follow.ts';
import { fileRoutes } from './files/routes.ts';
import { glossaryRoutes } from './glossary/routes.ts';
import { memoryRoutes } from './memory/routes.ts';
import { migrations } from './migrations/index.ts';
import { translationsModeration } from './moderation.ts';
import { translationPageRoutes } from './pages/routes.ts';
import { reviewRoutes } from './reviews/routes.ts';
import { searchRoutes } from './search/routes.ts';
import { seedDemoTranslations, seedModLanguages } from './seed/demo-translations.ts';
import { translationStatusRoutes } from './status/routes.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/**
 * The mod's languages (/api/translations, the status table) and the
 * translation centre (/api/translationsapp): files, history, recent changes
 * and archives.
 */
const plugin: FastifyPluginAsync = async (app) => {
  const deps = translationsDeps(app);
  await app.register(translationStatusRoutes, { prefix: '/api/translations', deps });
  await app.register(
    async (centre) => {
      await centre.register(fileRoutes, { deps });
      await centre.register(reviewRoutes, { deps });
      await centre.register(searchRoutes, { deps });
      await centre.register(memoryRoutes, { deps });
      await centre.register(glossaryRoutes, { deps });
      await centre.register(changeRoutes, { deps });
      await centre.register(archiveRoutes, { deps });
    },
    { prefix: '/api/translationsapp' },
  );
  // The spec's client downloads archives at /api//translationsapp/archives/…
  await app.register(archiveRoutes, { prefix: '/api//translationsapp', deps });
  await app.register(translationPageRoutes, { deps });
  registerFeed(app, translationsFeed(deps));
  app.notices.add(languageFollows(deps));
};

export const translationsArea: Area = {
  name: 'translations',
  plugin,
  migrations,
  moderation: translationsModeration,
  seeds: [
    { name: 'mod-languages', demo: false, run: (db) => seedModLanguages(db) },
    { name: 'demo-translations', demo: true, run: (db) => seedDemoTranslations(db) },
  ],
  sitemap: [
    fixedSitemap('translations', async (db) => [
      { path: '/translations' },
      { path: '/translationcentre', lastmod: await lastChangeDate(db) },
    ]),
  ],
  importers: {
    langfiles: async () => (await import('./import/cli.ts')).runLangFilesImport,
  },
};

/** A language's `<locale>.lang` entries, for areas that show the mod's own names. */
export { langFileEntries } from './files/lang-entries.ts';
