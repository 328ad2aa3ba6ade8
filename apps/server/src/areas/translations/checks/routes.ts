import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { TranslationsDeps } from '../deps.ts';
import { fileDismissals, setDismissed } from './service.ts';

/** /api/translationsapp/checks: checks of lines said not to be problems, and taken back. */
export const checkRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, translationsEndpoints.checkDismissals, {
    handler: (request) => fileDismissals(deps, request.params.language, request.params.filekey),
  });
  for (const [endpoint, dismissed] of [
    [translationsEndpoints.dismissCheck, true],
    [translationsEndpoints.restoreCheck, false],
  ] as const) {
    endpointRoute(app, endpoint, {
      handler: async (request) =>
        setDismissed(
          deps,
          await request.actor(),
          request.params.language,
          request.params.filekey,
          request.body,
          dismissed,
        ),
    });
  }
};
