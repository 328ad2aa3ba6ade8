import type { FastifyPluginAsync } from 'fastify';
import type { Area } from '../../extensions/area.ts';
import { fixedSitemap } from '../../extensions/sitemap.ts';
import { archiveRoutes } from './archives/routes.ts';
import { lastChangeDate } from './change-repository.ts';
import { changeRoutes } from './changes/routes.ts';
import { checkRoutes } from './checks/routes.ts';
import { commentRoutes } from './comments/routes.ts';
import { translationsFeed } from './changes/feed.ts';
import { translationsDeps, type TranslationsDeps } from './deps.ts';
import { languageFollows } from './follow.ts';
import { fileRoutes } from './files/routes.ts';
import { glossaryRoutes } from './glossary/routes.ts';
import { memberSuggestionRoutes } from './member-suggestions/routes.ts';
import { suggestionNotices } from './member-suggestions/notices.ts';
import { memoryRoutes } from './memory/routes.ts';
import { migrations } from './migrations/index.ts';
import { translationsModeration } from './moderation.ts';
import { translationPages } from './pages/checks.ts';
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
const routes: FastifyPluginAsync<{ deps: TranslationsDeps }> = async (app, { deps }) => {
  await app.register(translationStatusRoutes, { deps });
  await app.register(fileRoutes, { deps });
  await app.register(reviewRoutes, { deps });
  await app.register(checkRoutes, { deps });
  await app.register(memberSuggestionRoutes, { deps });
  await app.register(commentRoutes, { deps });
  await app.register(searchRoutes, { deps });
  await app.register(memoryRoutes, { deps });
  await app.register(glossaryRoutes, { deps });
  await app.register(changeRoutes, { deps });
  await app.register(archiveRoutes, { deps });
};

export const translationsArea: Area = {
  name: 'translations',
  migrations,
  setup(app) {
    const deps = translationsDeps(app);
    return {
      plugin: async (translations) => translations.register(routes, { deps }),
      pages: translationPages(deps),
      feeds: [translationsFeed(deps)],
      follows: [languageFollows(deps), suggestionNotices(deps)],
      moderation: translationsModeration(deps),
    };
  },
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
