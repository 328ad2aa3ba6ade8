import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAccountPayloadSchema, tokenResponseSchema } from '@millenaire/contracts';
import { perAddress } from '../../../infra/rate-limits.ts';
import type { UsersDeps } from '../deps.ts';
import { createCaptchaChallenge } from './captcha.ts';
import { createAccount } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (app, { deps }) => {
  app.get('/captcha', () => createCaptchaChallenge(deps.captcha, deps.clock.now()));

  app.post(
    '/createaccount',
    {
      onRequest: perAddress(deps.limits.accountsPerAddress),
      schema: { body: createAccountPayloadSchema, response: { 200: tokenResponseSchema } },
    },
    async (request) => ({ token: await createAccount(deps, request.body) }),
  );
};
