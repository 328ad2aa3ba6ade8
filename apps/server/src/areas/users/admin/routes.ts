import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  setLevelPayloadSchema,
  userListQuerySchema,
  userListSchema,
  userPageSchema,
  userSchema,
} from '@millenaire/contracts';
import type { UsersDeps } from '../deps.ts';
import { listUsers, setLevel } from './service.ts';

const idParams = z.object({ id: idParamSchema });

export const adminRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (app, { deps }) => {
  const list = {
    querystring: userListQuerySchema,
    response: { 200: z.union([userListSchema, userPageSchema]) },
  };
  app.get('/', { schema: list }, async (request) =>
    listUsers(deps, await request.actor(), request.query),
  );

  app.post(
    '/:id',
    { schema: { params: idParams, body: setLevelPayloadSchema, response: { 200: userSchema } } },
    async (request) =>
      setLevel(deps, await request.actor(), request.params.id, request.body.accountlevel),
  );
};
