import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import { sendZip } from '../../../platform/storage/zip.ts';
import type { TranslationsDeps } from '../deps.ts';
import { archiveEntries, archiveName, ensureArchive } from './service.ts';

/** The zip archives of one language's files, or of every file, streamed. */
export const archiveRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, translationsEndpoints.archiveAll, {
    handler: async (_request, reply) => {
      await ensureArchive(deps);
      return sendZip(reply, archiveName(), archiveEntries(deps));
    },
  });
  endpointRoute(app, translationsEndpoints.archive, {
    handler: async (request, reply) => {
      const { language } = request.params;
      await ensureArchive(deps, language);
      return sendZip(reply, archiveName(language), archiveEntries(deps, language));
    },
  });
};
