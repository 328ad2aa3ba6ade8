import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { TranslationsDeps } from '../deps.ts';
import { suggestFile } from './service.ts';

/** /api/translationsapp/suggestions: the translation memory's suggestions for a file. */
export const memoryRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, translationsEndpoints.suggestions, {
    handler: (request) =>
      suggestFile(deps, request.params.language, request.params.filekey, request.query.reference),
  });
};
