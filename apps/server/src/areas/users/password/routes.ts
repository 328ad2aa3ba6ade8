import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import { refuse } from '../../../platform/http/rate-limits.ts';
import type { UsersDeps } from '../deps.ts';
import { changePassword, requestNewPassword, resetPassword } from './service.ts';

export const passwordRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (app, { deps }) => {
  endpointRoute(app, usersEndpoints.requestNewPassword, {
    handler: async (request) => {
      await requestNewPassword(deps, request.body.email, request.body.language);
      return {};
    },
  });

  endpointRoute(app, usersEndpoints.resetPassword, {
    handler: async (request) => ({ login: await resetPassword(deps, request.body) }),
  });

  endpointRoute(app, usersEndpoints.changePassword, {
    handler: async (request, reply) => ({
      token: await changePassword(
        deps,
        await request.actor(),
        request.params.id,
        request.body,
        (limit, key) => refuse(limit, key, reply),
      ),
    }),
  });
};
