import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParamSchema,
  passwordChangePayloadSchema,
  requestNewPasswordPayloadSchema,
  resetPasswordPayloadSchema,
  resetPasswordResponseSchema,
  tokenResponseSchema,
} from '@millenaire/contracts';
import { perAddress } from '../../../infra/rate-limits.ts';
import type { UsersDeps } from '../deps.ts';
import { changePassword, requestNewPassword, resetPassword } from './service.ts';

const idParams = z.object({ id: idParamSchema });

export const passwordRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (app, { deps }) => {
  app.post(
    '/requestnewpassword',
    {
      onRequest: perAddress(deps.limits.resetRequestsPerAddress),
      schema: { body: requestNewPasswordPayloadSchema },
    },
    async (request) => {
      requestNewPassword(deps, request.body.email, request.body.language);
      return {};
    },
  );

  app.post(
    '/resetpassword',
    {
      onRequest: perAddress(deps.limits.resetsPerAddress),
      schema: { body: resetPasswordPayloadSchema, response: { 200: resetPasswordResponseSchema } },
    },
    async (request) => ({ login: await resetPassword(deps, request.body) }),
  );

  app.post(
    '/:id/password',
    {
      schema: {
        params: idParams,
        body: passwordChangePayloadSchema,
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => ({
      token: await changePassword(deps, await request.actor(), request.params.id, request.body),
    }),
  );
};
