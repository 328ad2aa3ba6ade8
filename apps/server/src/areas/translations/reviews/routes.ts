import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../infra/endpoint-route.ts';
import { spends } from '../../../infra/rate-limits.ts';
import type { TranslationBudgets, TranslationsDeps } from '../deps.ts';
import { reviewLines } from './service.ts';

/** /api/translationsapp/reviews: confirming lines whose English changed, or taking it back. */
export const reviewRoutes: FastifyPluginAsyncZod<{
  deps: TranslationsDeps;
  budgets: TranslationBudgets;
}> = async (app, { deps, budgets }) => {
  endpointRoute(app, translationsEndpoints.review, {
    onRequest: spends(budgets.reviews),
    // The status table counts the lines to review.
    config: { announces: ['translationsapp', 'translations'] },
    handler: async (request) =>
      reviewLines(
        deps,
        await request.actor(),
        request.params.language,
        request.params.filekey,
        request.body,
      ),
  });
};
