import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { TranslationsDeps } from '../deps.ts';
import * as changes from './service.ts';

/** /api/translationsapp: a file's history and the recent changes of all files. */
export const changeRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, translationsEndpoints.history, {
    handler: (request) =>
      changes.fileHistory(deps, request.params.filekey, request.params.language),
  });
  endpointRoute(app, translationsEndpoints.recentChanges, {
    handler: () => changes.recentChanges(deps),
  });
};
