import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginPayloadSchema, meSchema, tokenResponseSchema } from '@millenaire/contracts';
import type { UsersDeps } from '../deps.ts';
import { login, logout, me } from './service.ts';

export const sessionRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (app, { deps }) => {
  app.post(
    '/loginuser',
    { schema: { body: loginPayloadSchema, response: { 200: tokenResponseSchema } } },
    async (request) => ({ token: await login(deps, request.body, request.ip) }),
  );

  app.post('/logout', async (request) => {
    await logout(deps, await request.actor());
    return {};
  });

  app.get('/me', { schema: { response: { 200: meSchema } } }, async (request) =>
    me(await request.actor()),
  );
};
