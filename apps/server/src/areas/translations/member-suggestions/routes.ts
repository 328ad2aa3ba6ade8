import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { TranslationsDeps } from '../deps.ts';
import { acceptSuggestion, fileSuggestions, rejectSuggestion, suggestLines } from './service.ts';

/** /api/translationsapp/membersuggestions: members' suggestions for lines, and their decisions. */
export const memberSuggestionRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, translationsEndpoints.memberSuggestions, {
    handler: (request) => fileSuggestions(deps, request.params.language, request.params.filekey),
  });
  endpointRoute(app, translationsEndpoints.suggestLine, {
    handler: async (request) =>
      suggestLines(
        deps,
        await request.actor(),
        request.params.language,
        request.params.filekey,
        request.body,
      ),
  });
  endpointRoute(app, translationsEndpoints.acceptSuggestion, {
    handler: async (request) =>
      acceptSuggestion(
        deps,
        await request.actor(),
        request.params.language,
        request.params.filekey,
        request.params.id,
        request.body.lines,
      ),
  });
  endpointRoute(app, translationsEndpoints.rejectSuggestion, {
    handler: async (request) =>
      rejectSuggestion(
        deps,
        await request.actor(),
        request.params.language,
        request.params.filekey,
        request.params.id,
        request.body.reason,
      ),
  });
};
