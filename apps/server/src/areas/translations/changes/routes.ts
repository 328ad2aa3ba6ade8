import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fileKeySchema,
  historyListSchema,
  langCodeSchema,
  recentChangeListSchema,
} from '@millenaire/contracts';
import type { TranslationsDeps } from '../deps.ts';
import * as changes from './service.ts';

/** /api/translationsapp: a file's history and the recent changes of all files. */
export const changeRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/history/:filekey/:language',
    {
      schema: {
        params: z.object({ filekey: fileKeySchema, language: langCodeSchema }),
        response: { 200: historyListSchema },
      },
    },
    (request) => changes.fileHistory(deps, request.params.filekey, request.params.language),
  );
  app.get('/recentchanges', { schema: { response: { 200: recentChangeListSchema } } }, () =>
    changes.recentChanges(deps),
  );
};
