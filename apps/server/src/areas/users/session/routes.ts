import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import { refuse } from '../../../platform/http/rate-limits.ts';
import type { UsersDeps } from '../deps.ts';
import { login, logout, me, renewSession } from './service.ts';

export const sessionRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (app, { deps }) => {
  endpointRoute(app, usersEndpoints.login, {
    handler: async (request, reply) =>
      login(deps, request.body, {
        ip: request.ip,
        refuse: (limit, key) => refuse(limit, key, reply),
      }),
  });

  endpointRoute(app, usersEndpoints.logout, {
    handler: async (request) => {
      await logout(deps, await request.actor());
      return {};
    },
  });

  endpointRoute(app, usersEndpoints.me, {
    handler: async (request) => me(await request.actor()),
  });

  endpointRoute(app, usersEndpoints.session, {
    handler: async (request) =>
      renewSession(deps, await request.actor(), await request.verifiedToken()),
  });
};
