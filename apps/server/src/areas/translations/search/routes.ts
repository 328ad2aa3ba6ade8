import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../infra/endpoint-route.ts';
import { perAddress } from '../../../infra/rate-limits.ts';
import type { TranslationBudgets, TranslationsDeps } from '../deps.ts';
import { searchLanguage } from './service.ts';

/** /api/translationsapp/search: finding elements by key, reference text or translation. */
export const searchRoutes: FastifyPluginAsyncZod<{
  deps: TranslationsDeps;
  budgets: TranslationBudgets;
}> = async (app, { deps, budgets }) => {
  endpointRoute(app, translationsEndpoints.search, {
    // A search the cached answers already hold never gets here.
    onRequest: perAddress(budgets.searches),
    handler: (request) => searchLanguage(deps, request.params.language, request.query),
  });
};
