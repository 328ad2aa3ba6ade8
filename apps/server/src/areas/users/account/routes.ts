import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { UsersDeps } from '../deps.ts';
import { createCaptchaChallenge } from '../captcha.ts';
import { createAccount } from './service.ts';

export const accountRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (app, { deps }) => {
  endpointRoute(app, usersEndpoints.captcha, {
    handler: () => createCaptchaChallenge(deps.captcha, deps.clock.now()),
  });

  endpointRoute(app, usersEndpoints.createAccount, {
    handler: async (request) => ({ token: await createAccount(deps, request.body) }),
  });
};
