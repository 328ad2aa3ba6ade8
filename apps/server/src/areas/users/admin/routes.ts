import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountSecurityEndpoints } from '@millenaire/contracts/endpoints/account-security';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { UsersDeps } from '../deps.ts';
import {
  listModerationLog,
  listUsers,
  rollbackAccount,
  setLevel,
  setSuspension,
} from './service.ts';

export const adminRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (app, { deps }) => {
  endpointRoute(app, usersEndpoints.list, {
    handler: async (request) => listUsers(deps, await request.actor(), request.query),
  });

  endpointRoute(app, usersEndpoints.setLevel, {
    handler: async (request) =>
      setLevel(deps, await request.actor(), request.params.id, request.body.accountlevel),
  });

  endpointRoute(app, usersEndpoints.setSuspension, {
    handler: async (request) =>
      setSuspension(deps, await request.actor(), request.params.id, request.body.suspended),
  });

  endpointRoute(app, accountSecurityEndpoints.moderationLog, {
    handler: async (request) => listModerationLog(deps, await request.actor()),
  });

  endpointRoute(app, usersEndpoints.rollback, {
    handler: async (request) =>
      rollbackAccount(
        deps,
        app.moderation,
        await request.actor(),
        request.params.id,
        request.body.since,
      ),
  });
};
