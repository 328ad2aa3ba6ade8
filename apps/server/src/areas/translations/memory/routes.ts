import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../infra/endpoint-route.ts';
import { perAddress } from '../../../infra/rate-limits.ts';
import type { TranslationBudgets, TranslationsDeps } from '../deps.ts';
import { suggestFile } from './service.ts';

/** /api/translationsapp/suggestions: the translation memory's suggestions for a file. */
export const memoryRoutes: FastifyPluginAsyncZod<{
  deps: TranslationsDeps;
  budgets: TranslationBudgets;
}> = async (app, { deps, budgets }) => {
  endpointRoute(app, translationsEndpoints.suggestions, {
    onRequest: perAddress(budgets.suggestions),
    handler: (request) =>
      suggestFile(deps, request.params.language, request.params.filekey, request.query.reference),
  });
};
