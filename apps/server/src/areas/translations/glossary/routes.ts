import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { TranslationsDeps } from '../deps.ts';
import { addTerm, getGlossary, setTermRemoved } from './service.ts';

/**
 * /api/translationsapp/glossary: a language's established terms, read by
 * everyone; administrators add, remove and put back their own (writes only
 * they may make, as the other administrators' tools).
 */
export const glossaryRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, translationsEndpoints.glossary, {
    handler: (request) => getGlossary(deps, request.params.language),
  });
  endpointRoute(app, translationsEndpoints.addGlossaryTerm, {
    handler: async (request) =>
      addTerm(deps, (await request.actor())!, request.params.language, request.body),
  });
  endpointRoute(app, translationsEndpoints.removeGlossaryTerm, {
    handler: (request) => setTermRemoved(deps, request.params.language, request.params.id, true),
  });
  endpointRoute(app, translationsEndpoints.restoreGlossaryTerm, {
    handler: (request) => setTermRemoved(deps, request.params.language, request.params.id, false),
  });
};
