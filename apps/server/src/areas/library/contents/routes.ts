import { createReadStream } from 'node:fs';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contentCreatedSchema,
  contentFieldsSchema,
  contentUpdateSchema,
  idParamSchema,
  languageQuerySchema,
  libraryContentSchema,
  libraryLabelListSchema,
  libraryListQuerySchema,
  libraryListSchema,
} from '@millenaire/contracts';
import { withUpload } from '../../../infra/uploads.ts';
import type { LibraryDeps } from '../deps.ts';
import * as archives from './archive.ts';
import * as contents from './service.ts';

const idParams = z.object({ id: idParamSchema });

/** The archive form of a request, received only when the service asks for it. */
const archiveForm =
  (request: FastifyRequest, reply: FastifyReply, maxBytes: number): archives.ArchiveForm =>
  (use) =>
    withUpload(request, reply, { field: 'contentfile', maxBytes }, use);

/** /api/library: categories, cultures, the contents and their archives. */
export const contentRoutes: FastifyPluginAsyncZod<{ deps: LibraryDeps }> = async (
  app,
  { deps },
) => {
  const labels = { querystring: languageQuerySchema, response: { 200: libraryLabelListSchema } };
  app.get('/categories', { schema: labels }, (request) =>
    contents.listCategories(deps, request.query.language),
  );
  app.get('/cultures', { schema: labels }, (request) =>
    contents.listCultures(deps, request.query.language),
  );

  const list = { querystring: libraryListQuerySchema, response: { 200: libraryListSchema } };
  app.get('/contents', { schema: list }, async (request) =>
    contents.listContents(deps, await request.actor(), request.query),
  );
  app.get('/mycontents', { schema: list }, async (request) =>
    contents.listContents(deps, await request.actor(), request.query, true),
  );

  app.get(
    '/contents/:id',
    {
      schema: {
        params: idParams,
        querystring: languageQuerySchema,
        response: { 200: libraryContentSchema },
      },
    },
    async (request) =>
      contents.getContent(deps, await request.actor(), request.params.id, request.query.language),
  );

  app.post(
    '/contents',
    { schema: { body: contentFieldsSchema, response: { 200: contentCreatedSchema } } },
    async (request) => contents.createContent(deps, await request.actor(), request.body),
  );

  app.post(
    '/contents/:id',
    {
      schema: {
        params: idParams,
        querystring: languageQuerySchema,
        body: contentUpdateSchema,
        response: { 200: libraryContentSchema },
      },
    },
    async (request) =>
      contents.updateContent(
        deps,
        await request.actor(),
        request.params.id,
        request.body,
        request.query.language,
      ),
  );

  // Multipart: the archive in the field contentfile.
  app.post(
    '/contents/:id/uploadfile',
    {
      schema: {
        params: idParams,
        querystring: languageQuerySchema,
        response: { 200: libraryContentSchema },
      },
    },
    async (request, reply) => {
      const viewer = await request.actor();
      const form = archiveForm(request, reply, deps.maxUploadBytes);
      await archives.uploadFile(deps, viewer, request.params.id, form);
      return contents.getContent(deps, viewer, request.params.id, request.query.language);
    },
  );

  app.get('/contents/:id/download', { schema: { params: idParams } }, async (request, reply) => {
    const archive = await archives.findArchive(deps, await request.actor(), request.params.id);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-length', archive.size)
      .header('content-disposition', `attachment; filename="${archive.name}"`)
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(archive.path));
  });
};
