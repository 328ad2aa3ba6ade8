import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hofRoutes } from './routes.ts';

/** The hall of fame (/api/hof). */
export const hallOfFameArea: FastifyPluginAsyncZod = async (app) => {
  await app.register(hofRoutes, {
    deps: { db: app.db, clock: app.clock, storage: app.storage },
  });
};
