import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bonusPayloadSchema, bonusPlayerListSchema } from '@millenaire/contracts';
import { grantBonus, listBonusPlayers, revokeBonus, type BonusDeps } from './service.ts';

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
