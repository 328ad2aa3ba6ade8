import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { UsersDeps } from '../deps.ts';
import * as confirmation from './service.ts';

/** Members ask to be confirmed; administrators see the open requests and decide. */
export const confirmationRoutes: FastifyPluginAsyncZod<{ deps: UsersDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, usersEndpoints.myConfirmation, {
    handler: async (request) => confirmation.myConfirmation(deps, await request.actor()),
  });

  endpointRoute(app, usersEndpoints.requestConfirmation, {
    // A request changes nothing anyone else sees until it is decided.
    handler: async (request) => confirmation.requestConfirmation(deps, await request.actor()),
  });

  endpointRoute(app, usersEndpoints.confirmationQueue, {
    handler: async (request) => confirmation.listConfirmationQueue(deps, await request.actor()),
  });

  endpointRoute(app, usersEndpoints.decideConfirmation, {
    handler: async (request) =>
      confirmation.decideConfirmation(
        deps,
        await request.actor(),
        request.params.id,
        request.body.approve,
      ),
  });
};
