import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { getContentIndex } from './service.ts';

export const contentIndexRoutes: FastifyPluginAsyncZod<{ deps: EncyclopediaDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, encyclopediaEndpoints.contentIndex, {
    handler: (request) => getContentIndex(deps, request.query.language),
  });
};
