import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { TranslationsDeps } from '../deps.ts';
import { reviewLines } from './service.ts';

/** /api/translationsapp/reviews: confirming lines whose English changed, or taking it back. */
export const reviewRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, translationsEndpoints.review, {
    // The status table counts the lines to review.
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
