import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fileKeySchema,
  langCodeSchema,
  translationFileListSchema,
  translationFileSchema,
  translationSavedSchema,
  translationSaveSchema,
} from '@millenaire/contracts';
import type { TranslationsDeps } from '../deps.ts';
import * as files from './service.ts';

const languageParams = z.object({ language: langCodeSchema });
const fileParams = z.object({ language: langCodeSchema, filekey: fileKeySchema });

/** A save carries a whole file as JSON: room for the largest file, escapes included. */
const SAVE_BODY_LIMIT = 6 * 1024 * 1024;

/** /api/translationsapp/latestfiles: each language's latest files, and saving one. */
export const fileRoutes: FastifyPluginAsyncZod<{ deps: TranslationsDeps }> = async (
  app,
  { deps },
) => {
  app.get(
    '/latestfiles/:language',
    { schema: { params: languageParams, response: { 200: translationFileListSchema } } },
    (request) => files.listFiles(deps, request.params.language),
  );
  app.get(
    '/latestfiles/:language/:filekey',
    { schema: { params: fileParams, response: { 200: translationFileSchema } } },
    (request) => files.getFile(deps, request.params.language, request.params.filekey),
  );
  app.post(
    '/latestfiles/:language/:filekey',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        params: fileParams,
        body: translationSaveSchema,
        response: { 200: translationSavedSchema },
      },
    },
    async (request) =>
      files.saveFile(
        deps,
        await request.actor(),
        request.params.language,
        request.params.filekey,
        request.body,
      ),
  );
};
