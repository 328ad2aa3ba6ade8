import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import * as review from './service.ts';

/** The administrators' lists of new descriptions and new images. */
export const reviewRoutes: FastifyPluginAsyncZod<{ deps: EncyclopediaDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, encyclopediaEndpoints.changesList, {
    handler: async (request) =>
      review.listChanges(deps, await request.actor(), request.query.language),
  });

  endpointRoute(app, encyclopediaEndpoints.imagesList, {
    handler: async (request) =>
      review.listImages(deps, await request.actor(), request.query.language),
  });
};
