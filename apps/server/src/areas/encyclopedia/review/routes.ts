import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changesListSchema,
  contentLanguageQuerySchema,
  imagesListSchema,
} from '@millenaire/contracts';
import type { EncyclopediaDeps } from '../deps.ts';
import * as review from './service.ts';

/** The administrators' lists of new descriptions and new images. */
export const reviewRoutes: FastifyPluginAsyncZod<{ deps: EncyclopediaDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/changeslist',
    { schema: { querystring: contentLanguageQuerySchema, response: { 200: changesListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return review.listChanges(deps, await request.actor(), request.query.language);
    },
  );

  app.get(
    '/imageslist',
    { schema: { querystring: contentLanguageQuerySchema, response: { 200: imagesListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return review.listImages(deps, await request.actor(), request.query.language);
    },
  );
};
