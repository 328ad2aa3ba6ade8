import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advancementsEndpoints } from '@millenaire/contracts/endpoints/advancements';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import type { PageChecks } from '../../platform/pages/page-checks.ts';
import { refuse } from '../../platform/http/rate-limits.ts';
import {
  getPingStats,
  getPlayerStats,
  ingestPing,
  listAdvancements,
  playerExists,
} from './service.ts';
import type { AdvancementsDeps } from './deps.ts';

/** /api/advancements */
export const advancementRoutes: FastifyPluginAsyncZod<{ deps: AdvancementsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, advancementsEndpoints.list, {
    handler: (request) => listAdvancements(deps, request.query.language),
  });

  endpointRoute(app, advancementsEndpoints.player, {
    handler: (request) => getPlayerStats(deps, request.params.login),
  });

  endpointRoute(app, advancementsEndpoints.pingStats, {
    handler: async (request) => getPingStats(deps, await request.actor()),
  });
};

/**
 * The mod's statistics ping (Millénaire 8.1.2), once per game session, at the
 * path it expects; the mod ignores the answer, so a ping over its limits gets
 * the site's usual 429 with Retry-After. Clients we do not control send it,
 * so the path never changes.
 */
export const pingRoutes: FastifyPluginAsyncZod<{ deps: AdvancementsDeps }> = async (
  app,
  { deps },
) => {
  app.get('/php/mlnuse.php', async (request, reply) => {
    await ingestPing(deps, request.query, {
      ip: request.ip,
      refuse: (limit, key) => refuse(limit, key, reply),
    });
    return reply.type('text/plain; charset=utf-8').send('ok');
  });
};

/** A player's page, 404 for a player the site has never heard of. */
export const advancementPages = (deps: AdvancementsDeps): PageChecks => ({
  '/advancements/:player': { exists: ({ params }) => playerExists(deps, params.player ?? '') },
});
