import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageQuerySchema, translationStatusListSchema } from '@millenaire/contracts';
import type { TranslationStatusService } from './service.ts';

export const translationStatusRoutes: FastifyPluginAsyncZod<{
  status: TranslationStatusService;
}> = async (app, { status }) => {
  app.get(
    '/',
    {
      schema: { querystring: languageQuerySchema, response: { 200: translationStatusListSchema } },
    },
    (request) => status.getTranslationStatus(request.query.language),
  );
};
