import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advancementListSchema,
  languageQuerySchema,
  pingStatsSchema,
  playerStatsSchema,
} from '@millenaire/contracts';
import { getPingStats, getPlayerStats, ingestPing, listAdvancements } from './service.ts';
import type { AdvancementsDeps } from './deps.ts';

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

/**
 * The mod's statistics ping (Millénaire 8.1.2), once per game session, at the
 * path it expects; the mod ignores the answer. Clients we do not control send
 * it, so the path never changes.
 */
export const pingRoutes: FastifyPluginAsyncZod<{ deps: AdvancementsDeps }> = async (
  app,
  { deps },
) => {
  app.get('/php/mlnuse.php', async (request, reply) => {
    await ingestPing(deps, request.query);
    return reply.type('text/plain; charset=utf-8').send('ok');
  });
};
