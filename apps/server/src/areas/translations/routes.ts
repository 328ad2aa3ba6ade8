import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageQuerySchema, translationStatusListSchema } from '@millenaire/contracts';
import { listLanguageStatus } from './repository.ts';

export const translationStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: { querystring: languageQuerySchema, response: { 200: translationStatusListSchema } },
    },
    (request) => listLanguageStatus(app.db, request.query.language),
  );
};
