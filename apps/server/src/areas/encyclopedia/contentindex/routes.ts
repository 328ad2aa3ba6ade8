import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentIndexSchema, contentLanguageQuerySchema } from '@millenaire/contracts';
import type { EncyclopediaDeps } from '../deps.ts';
import { getContentIndex } from './service.ts';

export const contentIndexRoutes: FastifyPluginAsyncZod<{ deps: EncyclopediaDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/contentindex',
    { schema: { querystring: contentLanguageQuerySchema, response: { 200: contentIndexSchema } } },
    (request) => getContentIndex(deps, request.query.language),
  );
};
