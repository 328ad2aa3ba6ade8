import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonusRoutes } from './routes.ts';
import type { BonusDeps } from './service.ts';

/** The bonus house list (/api/bonus); the mod asks it through /php/bonuscheck.php. */
export const bonusArea: FastifyPluginAsyncZod<{ deps: BonusDeps }> = async (app, { deps }) => {
  await app.register(bonusRoutes, { deps });
};
