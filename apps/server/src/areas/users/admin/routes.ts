import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { endpointRoute } from '../../../infra/endpoint-route.ts';
import type { UsersDeps } from '../deps.ts';
import { ensureCanModerateAccounts } from '../policy.ts';
import { listUsers, rollbackAccount, setLevel, setSuspension } from './service.ts';

/** Refuses everyone but administrators before the body is validated: it tells others nothing. */
async function administratorsOnly(request: FastifyRequest) {
  ensureCanModerateAccounts(await request.actor());
}

export const adminRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (app, { deps }) => {
  endpointRoute(app, usersEndpoints.list, {
    handler: async (request) => listUsers(deps, await request.actor(), request.query),
  });

  endpointRoute(app, usersEndpoints.setLevel, {
    handler: async (request) =>
      setLevel(deps, await request.actor(), request.params.id, request.body.accountlevel),
  });

  endpointRoute(app, usersEndpoints.setSuspension, {
    preValidation: administratorsOnly,
    handler: async (request) =>
      setSuspension(deps, await request.actor(), request.params.id, request.body.suspended),
  });

  endpointRoute(app, usersEndpoints.rollback, {
    preValidation: administratorsOnly,
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
