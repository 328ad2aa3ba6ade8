import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toFlag } from '@millenaire/contracts';
import { libraryEndpoints } from '@millenaire/contracts/endpoints/library';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { LibraryDeps } from '../deps.ts';
import * as counters from './service.ts';

/** /api/library/contents/{id}/star, /addview and /adddl. */
export const counterRoutes: FastifyPluginAsyncZod<{ deps: LibraryDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, libraryEndpoints.star, {
    handler: async (request) =>
      counters.setStar(
        deps,
        await request.actor(),
        request.params.id,
        toFlag(request.body.enabled),
      ),
  });

  // Every visit of a content and every download counts: their counts show
  // late (cached pages live a minute) rather than dropping every library page.
  endpointRoute(app, libraryEndpoints.addView, {
    handler: async (request) =>
      counters.countHit(deps, await request.actor(), request.ip, request.params.id, 'view'),
  });
  endpointRoute(app, libraryEndpoints.addDownload, {
    handler: async (request) =>
      counters.countHit(deps, await request.actor(), request.ip, request.params.id, 'dl'),
  });
};
