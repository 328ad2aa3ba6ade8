import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import * as descriptions from './service.ts';

/** A culture's own page is the entry of type 'cultures' whose itemkey is the culture. */
const cultureRef = (culture: string) => ({ culture, type: 'cultures', itemkey: culture });

/** Descriptions: saving one (any account) and the edit page's data (never cached). */
export const descriptionRoutes: FastifyPluginAsyncZod<{ deps: EncyclopediaDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, encyclopediaEndpoints.saveDescription, {
    handler: async (request) =>
      descriptions.saveDescription(
        deps,
        await request.actor(),
        request.params,
        request.query.language,
        request.body,
      ),
  });

  endpointRoute(app, encyclopediaEndpoints.cultureHistory, {
    handler: async ({ params, query }) =>
      descriptions.getHistory(deps, cultureRef(params.culture), query.language),
  });

  endpointRoute(app, encyclopediaEndpoints.history, {
    handler: async ({ params, query }) => descriptions.getHistory(deps, params, query.language),
  });
};
