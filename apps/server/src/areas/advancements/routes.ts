import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advancementListSchema,
  languageQuerySchema,
  pingStatsSchema,
  playerStatsSchema,
} from '@millenaire/contracts';
import {
  getPingStats,
  getPlayerStats,
  listAdvancements,
  type AdvancementsDeps,
} from './service.ts';

const playerParams = z.object({ login: z.string().trim().min(1).max(32) });

/** /api/advancements */
export const advancementRoutes: FastifyPluginAsyncZod<{ deps: AdvancementsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/',
    { schema: { querystring: languageQuerySchema, response: { 200: advancementListSchema } } },
    (request) => listAdvancements(deps, request.query.language),
  );

  app.get(
    '/players/:login',
    { schema: { params: playerParams, response: { 200: playerStatsSchema } } },
    (request) => getPlayerStats(deps, request.params.login),
  );

  app.get('/stats', { schema: { response: { 200: pingStatsSchema } } }, async (request) =>
    getPingStats(deps, await request.actor()),
  );
};
