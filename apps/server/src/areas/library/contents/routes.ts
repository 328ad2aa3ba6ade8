import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { libraryEndpoints } from '@millenaire/contracts/endpoints/library';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import { sendDownload } from '../../../platform/storage/send.ts';
import { expectedUploadBytes, withUpload } from '../../../platform/storage/uploads.ts';
import type { LibraryDeps } from '../deps.ts';
import * as archives from './archive.ts';
import * as contents from './service.ts';

/** The archive form of a request, received only when the service asks for it. */
const archiveForm = (
  request: FastifyRequest,
  reply: FastifyReply,
  maxBytes: number,
): archives.ArchiveForm => ({
  bytes: expectedUploadBytes(request, maxBytes),
  receive: (use) => withUpload(request, reply, { field: 'contentfile', maxBytes }, use),
});

/** /api/library: categories, cultures, the contents and their archives. */
export const contentRoutes: FastifyPluginAsyncZod<{ deps: LibraryDeps }> = async (
  app,
  { deps },
) => {
  endpointRoute(app, libraryEndpoints.categories, {
    handler: (request) => contents.listCategories(deps, request.query.language),
  });
  endpointRoute(app, libraryEndpoints.cultures, {
    handler: (request) => contents.listCultures(deps, request.query.language),
  });

  endpointRoute(app, libraryEndpoints.contents, {
    handler: async (request) => contents.listContents(deps, await request.actor(), request.query),
  });
  endpointRoute(app, libraryEndpoints.myContents, {
    handler: async (request) =>
      contents.listContents(deps, await request.actor(), request.query, true),
  });

  endpointRoute(app, libraryEndpoints.content, {
    handler: async (request) =>
      contents.getContent(deps, await request.actor(), request.params.id, request.query.language),
  });

  endpointRoute(app, libraryEndpoints.create, {
    handler: async (request) => contents.createContent(deps, await request.actor(), request.body),
  });

  endpointRoute(app, libraryEndpoints.update, {
    handler: async (request) =>
      contents.updateContent(
        deps,
        await request.actor(),
        request.params.id,
        request.body,
        request.query.language,
      ),
  });

  // Multipart: the archive in the field contentfile.
  endpointRoute(app, libraryEndpoints.uploadFile, {
    handler: async (request, reply) => {
      const viewer = await request.actor();
      const form = archiveForm(request, reply, deps.maxUploadBytes);
      await archives.uploadFile(deps, viewer, request.params.id, form);
      return contents.getContent(deps, viewer, request.params.id, request.query.language);
    },
  });

  endpointRoute(app, libraryEndpoints.download, {
    handler: async (request, reply) => {
      const archive = await archives.findArchive(deps, await request.actor(), request.params.id);
      return sendDownload(reply, deps.storage, 'files', archive.file, { filename: archive.name });
    },
  });
};
