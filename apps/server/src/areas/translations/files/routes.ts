import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import type { TranslationsDeps } from '../deps.ts';
import * as files from './service.ts';

/** A save carries a whole file as JSON: room for the largest file, escapes included. */
const SAVE_BODY_LIMIT = 6 * 1024 * 1024;

/** /api/translationsapp/latestfiles: each language's latest files, and saving one. */
export const fileRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, translationsEndpoints.files, {
    handler: (request) => files.listFiles(deps, request.params.language),
  });
  endpointRoute(app, translationsEndpoints.file, {
    handler: (request) => files.getFile(deps, request.params.language, request.params.filekey),
  });
  endpointRoute(app, translationsEndpoints.save, {
    bodyLimit: SAVE_BODY_LIMIT,
    handler: async (request) =>
      files.saveFile(
        deps,
        await request.actor(),
        request.params.language,
        request.params.filekey,
        request.body,
      ),
  });
};
