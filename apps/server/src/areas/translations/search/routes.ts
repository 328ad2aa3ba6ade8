import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { TranslationsDeps } from '../deps.ts';
import { searchLanguage } from './service.ts';

/** /api/translationsapp/search: finding elements by key, reference text or translation. */
export const searchRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, translationsEndpoints.search, {
    // A search the cached answers already hold never gets here.
    handler: (request) => searchLanguage(deps, request.params.language, request.query),
  });
};
