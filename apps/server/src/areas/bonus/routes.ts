import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textLine } from '@millenaire/contracts';
import { bonusEndpoints } from '@millenaire/contracts/endpoints/bonus';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { bonusCheckAnswer, grantBonus, listBonusPlayers, revokeBonus } from './service.ts';
import type { BonusDeps } from './deps.ts';

/** /api/bonus: the players granted the bonus house (administrators). */
export const bonusRoutes: FastifyPluginAsyncZod<{ deps: BonusDeps }> = async (app, { deps }) => {
  endpointRoute(app, bonusEndpoints.list, {
    handler: async (request) => listBonusPlayers(deps, await request.actor()),
  });

  endpointRoute(app, bonusEndpoints.grant, {
    handler: async (request) => grantBonus(deps, await request.actor(), request.body.login),
  });

  endpointRoute(app, bonusEndpoints.revoke, {
    handler: async (request) => revokeBonus(deps, await request.actor(), request.params.login),
  });
};

/** A login of clean text: NUL or another control character is refused (400) before any query. */
const bonusQuery = z.object({ login: textLine().max(64).default('') });

/**
 * The mod's bonus check (Millénaire 8.1.2), at the path and in the format it
 * expects; clients we do not control ask it, so the path never changes.
 */
export const bonusCheckRoutes: FastifyPluginAsyncZod<{ deps: BonusDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/php/bonuscheck.php',
    { schema: { querystring: bonusQuery } },
    async (request, reply) => {
      const { login } = request.query;
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await bonusCheckAnswer(deps, login));
    },
  );
};
