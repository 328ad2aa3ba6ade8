import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langCodeSchema } from '@millenaire/contracts';
import { sendZip } from '../../../infra/zip.ts';
import type { TranslationsDeps } from '../deps.ts';
import { archiveEntries, archiveName, ensureArchive } from './service.ts';

/** The zip archives of one language's files, or of every file, streamed. */
export const archiveRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  app.get('/archives', async (_request, reply) => {
    await ensureArchive(deps);
    return sendZip(reply, archiveName(), archiveEntries(deps));
  });
  app.get(
    '/archives/:language',
    { schema: { params: z.object({ language: langCodeSchema }) } },
    async (request, reply) => {
      const { language } = request.params;
      await ensureArchive(deps, language);
      return sendZip(reply, archiveName(language), archiveEntries(deps, language));
    },
  );
};
