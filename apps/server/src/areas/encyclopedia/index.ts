import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentIndexRoutes } from './contentindex/routes.ts';
import { createContentIndexService } from './contentindex/service.ts';
import { encyclopediaDeps } from './deps.ts';
import { descriptionRoutes } from './descriptions/routes.ts';
import { entryRoutes } from './entries/routes.ts';
import { createEntryService } from './entries/service.ts';
import { imageRoutes } from './images/routes.ts';
import { reviewRoutes } from './review/routes.ts';

/** The mod's cultures and their items, from the travel-book export (/api/encyclopedia). */
export const encyclopediaArea: FastifyPluginAsyncZod = async (app) => {
  const deps = encyclopediaDeps(app);
  const entries = createEntryService(deps);
  // A description or image changes what entry pages show: their kept answers go.
  const editDeps = { ...deps, onChange: () => entries.clear() };
  await app.register(contentIndexRoutes, { index: createContentIndexService(deps) });
  await app.register(reviewRoutes, { deps });
  await app.register(entryRoutes, { entries });
  await app.register(descriptionRoutes, { deps: editDeps });
  await app.register(imageRoutes, { deps: editDeps });
};
