import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { TranslationsDeps } from '../deps.ts';
import * as changes from './service.ts';

/**
 * /api/translationsapp: a file's history (and putting an older version back),
 * one element's values, and the recent changes of all files.
 */
export const changeRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, translationsEndpoints.history, {
    handler: (request) =>
      changes.fileHistory(deps, request.params.filekey, request.params.language),
  });
  endpointRoute(app, translationsEndpoints.restoreFile, {
    handler: async (request) =>
      changes.restoreFile(
        deps,
        await request.actor(),
        request.params.filekey,
        request.params.language,
        request.body,
      ),
  });
  endpointRoute(app, translationsEndpoints.lineHistory, {
    handler: (request) =>
      changes.lineHistory(
        deps,
        request.params.language,
        request.params.filekey,
        request.query.element,
      ),
  });
  endpointRoute(app, translationsEndpoints.recentChanges, {
    handler: () => changes.recentChanges(deps),
  });
};
