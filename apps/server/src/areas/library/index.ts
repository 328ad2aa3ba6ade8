import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { commentRoutes } from './comments/routes.ts';
import { contentRoutes } from './contents/routes.ts';
import { counterRoutes } from './counters/routes.ts';
import { libraryDeps } from './deps.ts';
import { imageRoutes } from './images/routes.ts';

/** The content library: players' archives, images, comments, stars and counters (/api/library). */
export const libraryArea: FastifyPluginAsyncZod = async (app) => {
  const deps = libraryDeps(app);
  await app.register(contentRoutes, { deps });
  await app.register(commentRoutes, { deps });
  await app.register(imageRoutes, { deps });
  await app.register(counterRoutes, { deps });
};
