import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentVersionSchema,
  languageQuerySchema,
  versionListSchema,
} from '@millenaire/contracts';
import { createVersionService } from './service.ts';

export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  const versions = createVersionService(app.db);

  app.get(
    '/current',
    { schema: { querystring: languageQuerySchema, response: { 200: currentVersionSchema } } },
    (request) => versions.getCurrentVersion(request.query.language),
  );

  app.get(
    '/',
    { schema: { querystring: languageQuerySchema, response: { 200: versionListSchema } } },
    (request) => versions.getVersionHistory(request.query.language),
  );
};
