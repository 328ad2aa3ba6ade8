import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentIndexSchema, contentLanguageQuerySchema } from '@millenaire/contracts';
import type { ContentIndexService } from './service.ts';

export const contentIndexRoutes: FastifyPluginAsyncZod<{ index: ContentIndexService }> = async (
  app,
  { index },
) => {
  app.get(
    '/contentindex',
    { schema: { querystring: contentLanguageQuerySchema, response: { 200: contentIndexSchema } } },
    (request) => index.getContentIndex(request.query.language),
  );
};
