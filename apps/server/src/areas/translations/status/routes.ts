import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageQuerySchema, translationStatusListSchema } from '@millenaire/contracts';
import type { TranslationsDeps } from '../deps.ts';
import { getTranslationStatus } from './service.ts';

export const translationStatusRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/',
    {
      schema: { querystring: languageQuerySchema, response: { 200: translationStatusListSchema } },
    },
    (request) => getTranslationStatus(deps, request.query.language),
  );
};
