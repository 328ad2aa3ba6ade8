import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createAccountPayloadSchema,
  idParamSchema,
  isAdmin,
  loginPayloadSchema,
  meSchema,
  passwordChangePayloadSchema,
  requestNewPasswordPayloadSchema,
  resetPasswordPayloadSchema,
  resetPasswordResponseSchema,
  setLevelPayloadSchema,
  tokenResponseSchema,
  userListSchema,
  userSchema,
} from '@millenaire/contracts';
import { requireLevel, requireUser } from '../../infra/auth.ts';
import { createCaptchaChallenge } from './captcha.ts';
import type { UserService } from './service.ts';

const idParams = z.object({ id: idParamSchema });
const perHour = (max: number) => ({ rateLimit: { max, timeWindow: 60 * 60 * 1000 } });

export const userRoutes: FastifyPluginAsyncZod<{
  users: UserService;
  captcha: { secret: string; cost: number };
}> = async (app, { users, captcha }) => {
  app.post(
    '/loginuser',
    { schema: { body: loginPayloadSchema, response: { 200: tokenResponseSchema } } },
    async (request) => ({ token: await users.login(request.body, request.ip) }),
  );

  app.get('/captcha', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return createCaptchaChallenge(captcha);
  });

  app.post(
    '/createaccount',
    {
      config: perHour(20),
      schema: { body: createAccountPayloadSchema, response: { 200: tokenResponseSchema } },
    },
    async (request) => ({ token: await users.createAccount(request.body) }),
  );

  app.get('/me', { schema: { response: { 200: meSchema } } }, async (request) =>
    users.me(await requireUser(request)),
  );

  app.get('/', { schema: { response: { 200: userListSchema } } }, async (request) => {
    await requireLevel(request, isAdmin);
    return users.listUsers();
  });

  app.post(
    '/requestnewpassword',
    { config: perHour(10), schema: { body: requestNewPasswordPayloadSchema } },
    async (request) => {
      await users.requestNewPassword(request.body.email, request.body.language);
      return {};
    },
  );

  app.post(
    '/resetpassword',
    {
      config: perHour(30),
      schema: { body: resetPasswordPayloadSchema, response: { 200: resetPasswordResponseSchema } },
    },
    async (request) => ({ login: await users.resetPassword(request.body) }),
  );

  app.post(
    '/:id',
    { schema: { params: idParams, body: setLevelPayloadSchema, response: { 200: userSchema } } },
    async (request) => {
      const actor = await requireLevel(request, isAdmin);
      return users.setLevel(actor, request.params.id, request.body.accountlevel);
    },
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
    async (request) => {
      const actor = await requireUser(request);
      return { token: await users.changePassword(actor, request.params.id, request.body) };
    },
  );
};
