import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentVersionSchema,
  languageQuerySchema,
  versionListSchema,
} from '@millenaire/contracts';
import { getCurrentVersion, getVersionHistory } from './service.ts';

export const versionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/current',
    { schema: { querystring: languageQuerySchema, response: { 200: currentVersionSchema } } },
    (request) => getCurrentVersion(app.db, request.query.language),
  );

  app.get(
    '/',
    { schema: { querystring: languageQuerySchema, response: { 200: versionListSchema } } },
    (request) => getVersionHistory(app.db, request.query.language),
  );
};
