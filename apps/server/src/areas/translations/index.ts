import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { archiveRoutes } from './archives/routes.ts';
import { changeRoutes } from './changes/routes.ts';
import { translationsDeps } from './deps.ts';
import { fileRoutes } from './files/routes.ts';
import { translationStatusRoutes } from './status/routes.ts';
import { createTranslationStatusService } from './status/service.ts';

/**
 * The mod's languages (/api/translations, the status table) and the
 * translation centre (/api/translationsapp): files, history, recent changes
 * and archives. One area, registered under both prefixes.
 */
export const translationsArea: FastifyPluginAsyncZod = async (app) => {
  const status = createTranslationStatusService({ db: app.db });
  await app.register(translationStatusRoutes, { prefix: '/translations', status });
  const deps = translationsDeps(app, () => status.clear());
  await app.register(
    async (centre) => {
      await centre.register(fileRoutes, { deps });
      await centre.register(changeRoutes, { deps });
      await centre.register(archiveRoutes, { deps });
    },
    { prefix: '/translationsapp' },
  );
  // The spec's client downloads archives at /api//translationsapp/archives/…
  await app.register(archiveRoutes, { prefix: '//translationsapp', deps });
};
