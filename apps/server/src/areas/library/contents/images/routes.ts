import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { libraryEndpoints } from '@millenaire/contracts/endpoints/library';
import { endpointRoute } from '../../../../platform/http/endpoint-route.ts';
import { MAX_IMAGE_BYTES } from '../../../../platform/storage/images.ts';
import { expectedUploadBytes, withUpload } from '../../../../platform/storage/uploads.ts';
import type { LibraryDeps } from '../../deps.ts';
import * as images from './service.ts';

const pictureUpload = { field: 'picture1', maxBytes: MAX_IMAGE_BYTES };

/** The picture form of a request, received only when the service asks for it. */
const pictureForm = (request: FastifyRequest, reply: FastifyReply): images.PictureForm => ({
  bytes: expectedUploadBytes(request, pictureUpload.maxBytes),
  receive: (use) =>
    withUpload(request, reply, pictureUpload, (upload) => use(upload.tempPath, upload.fields)),
});

/** /api/library/contents/{id}/images: a content's pictures and their legends. */
export const imageRoutes: FastifyPluginAsyncZod<{ deps: LibraryDeps }> = async (app, { deps }) => {
  // Multipart: the image in picture1 and the text field legend.
  endpointRoute(app, libraryEndpoints.addImage, {
    handler: async (request, reply) => {
      const form = pictureForm(request, reply);
      return images.addImage(deps, await request.actor(), request.params.id, form);
    },
  });

  endpointRoute(app, libraryEndpoints.updateLegend, {
    handler: async (request) => {
      const { id, imageId } = request.params;
      return images.updateLegend(deps, await request.actor(), id, imageId, request.body.legend);
    },
  });

  endpointRoute(app, libraryEndpoints.deleteImage, {
    handler: async (request) => {
      const { id, imageId } = request.params;
      await images.deleteImage(deps, await request.actor(), id, imageId);
      return {};
    },
  });
};
