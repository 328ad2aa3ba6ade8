import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentImageSchema, idParamSchema, imageLegendSchema } from '@millenaire/contracts';
import { MAX_IMAGE_BYTES } from '../../../infra/images.ts';
import { withUpload } from '../../../infra/uploads.ts';
import type { LibraryDeps } from '../deps.ts';
import * as images from './service.ts';

const contentParams = z.object({ id: idParamSchema });
const imageParams = contentParams.extend({ imageId: idParamSchema });
const pictureUpload = { field: 'picture1', maxBytes: MAX_IMAGE_BYTES };

/** The picture form of a request, received only when the service asks for it. */
const pictureForm =
  (request: FastifyRequest, reply: FastifyReply): images.PictureForm =>
  (use) =>
    withUpload(request, reply, pictureUpload, (upload) => use(upload.tempPath, upload.fields));

/** /api/library/contents/{id}/images: a content's pictures and their legends. */
export const imageRoutes: FastifyPluginAsyncZod<{ deps: LibraryDeps }> = async (app, { deps }) => {
  // Multipart: the image in picture1 and the text field legend.
  app.post(
    '/contents/:id/images',
    { schema: { params: contentParams, response: { 200: contentImageSchema } } },
    async (request, reply) => {
      const form = pictureForm(request, reply);
      return images.addImage(deps, await request.actor(), request.params.id, form);
    },
  );

  app.post(
    '/contents/:id/images/:imageId',
    {
      schema: {
        params: imageParams,
        body: imageLegendSchema,
        response: { 200: contentImageSchema },
      },
    },
    async (request) => {
      const { id, imageId } = request.params;
      return images.updateLegend(deps, await request.actor(), id, imageId, request.body.legend);
    },
  );

  app.post(
    '/contents/:id/images/:imageId/delete',
    { schema: { params: imageParams } },
    async (request) => {
      const { id, imageId } = request.params;
      await images.deleteImage(deps, await request.actor(), id, imageId);
      return {};
    },
  );
};
