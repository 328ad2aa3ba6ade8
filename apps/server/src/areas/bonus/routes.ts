import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonusPayloadSchema, bonusPlayerListSchema } from '@millenaire/contracts';
import { z } from 'zod';
import {
  bonusCheckAnswer,
  grantBonus,
  listBonusPlayers,
  revokeBonus,
  type BonusDeps,
} from './service.ts';

/** /api/bonus: the players granted the bonus house (administrators). */
export const bonusRoutes: FastifyPluginAsyncZod<{ deps: BonusDeps }> = async (app, { deps }) => {
  const answer = { response: { 200: bonusPlayerListSchema } };
  app.get('/', { schema: answer }, async (request) =>
    listBonusPlayers(deps, await request.actor()),
  );

  app.post('/', { schema: { body: bonusPayloadSchema, ...answer } }, async (request) =>
    grantBonus(deps, await request.actor(), request.body.login),
  );

  app.post(
    '/:login/delete',
    { schema: { params: bonusPayloadSchema, ...answer } },
    async (request) => revokeBonus(deps, await request.actor(), request.params.login),
  );
};

const bonusQuery = z.object({ login: z.string().max(64).default('') });

/**
 * The mod's bonus check (Millénaire 8.1.2), at the path and in the format it
 * expects; clients we do not control ask it, so the path never changes.
 */
export const bonusCheckRoutes: FastifyPluginAsyncZod<{ deps: BonusDeps }> = async (
  app,
  { deps },
) => {
  app.get('/php/bonuscheck.php', async (request, reply) => {
    const parsed = bonusQuery.safeParse(request.query);
    const login = parsed.success ? parsed.data.login.trim() : '';
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(await bonusCheckAnswer(deps, login));
  });
};
