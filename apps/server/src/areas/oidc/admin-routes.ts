import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oidcEndpoints } from '@millenaire/contracts/endpoints/oidc';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { refuse } from '../../platform/http/rate-limits.ts';
import {
  addClient,
  listClients,
  redirectUriProblem,
  removeClient,
  renewSecret,
  restoreClient,
} from './clients.ts';
import { ensureCanManageClients } from './policy.ts';

/**
 * Each administrator's writes to the register: a person adds or changes a
 * client now and then, so past 30 an hour something has gone astray.
 */
const WRITES = { name: 'oidc-client-writes', points: 30, duration: 3600 };

/** The answer about a client, or 404 when no client has that id. */
function found<T>(answer: T | null): T {
  if (answer === null) throw notFound();
  return answer;
}

/** /api/oidc/clients: the provider's clients, as administrators register them. */
export const clientAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const writes = app.limit(WRITES);

  /** An administrator's write, counted against their budget before it is done. */
  async function allowWrite(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const viewer = await request.actor();
    ensureCanManageClients(viewer);
    const key = `user:${viewer.id}`;
    if (!(await writes.take(key))) await refuse(writes, key, reply);
  }

  endpointRoute(app, oidcEndpoints.list, {
    handler: async (request) => {
      ensureCanManageClients(await request.actor());
      return listClients(app.db);
    },
  });

  endpointRoute(app, oidcEndpoints.add, {
    handler: async (request, reply) => {
      await allowWrite(request, reply);
      const bad = request.body.redirectUris.findIndex((uri) => redirectUriProblem(uri) !== null);
      if (bad !== -1) throw new AppError(400, 'INVALID_REDIRECT_URI', `redirectUris.${bad}`);
      return addClient(app.db, request.body, app.clock.now());
    },
  });

  endpointRoute(app, oidcEndpoints.newSecret, {
    handler: async (request, reply) => {
      await allowWrite(request, reply);
      const { clientId } = request.params;
      return { clientId, clientSecret: found(await renewSecret(app.db, clientId)) };
    },
  });

  endpointRoute(app, oidcEndpoints.remove, {
    handler: async (request, reply) => {
      await allowWrite(request, reply);
      return found(await removeClient(app.db, request.params.clientId, app.clock.now()));
    },
  });

  endpointRoute(app, oidcEndpoints.restore, {
    handler: async (request, reply) => {
      await allowWrite(request, reply);
      return found(await restoreClient(app.db, request.params.clientId));
    },
  });
};
