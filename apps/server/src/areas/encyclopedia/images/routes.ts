import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { endpointRoute } from '../../../infra/endpoint-route.ts';
import { AppError } from '../../../infra/errors.ts';
import { MAX_IMAGE_BYTES } from '../../../infra/images.ts';
import { withUpload } from '../../../infra/uploads.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import * as images from './service.ts';

const pictureUpload = { field: 'picture1', maxBytes: MAX_IMAGE_BYTES };
const MAX_FIELD_BYTES = 4 * 1024;

/** The picture form of a request, received only when the service asks for it. */
const pictureForm =
  (request: FastifyRequest, reply: FastifyReply): images.PictureForm =>
  (use) =>
    withUpload(request, reply, pictureUpload, (upload) => use(upload.tempPath, upload.fields));

/** The text fields of a multipart form that carries no file. */
async function formFields(request: FastifyRequest): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { files: 0, fieldSize: MAX_FIELD_BYTES } })) {
      if (part.type === 'file' || part.valueTruncated || typeof part.value !== 'string') {
        throw new AppError(400, 'INVALID_INPUT', part.fieldname);
      }
      fields[part.fieldname] = part.value;
    }
  } catch (err) {
    throw err instanceof AppError ? err : new AppError(400, 'INVALID_INPUT');
  }
  return fields;
}

/** The update's fields: sent as multipart (the spec's client) or as JSON. */
const updateFields = (request: FastifyRequest) =>
  request.isMultipart() ? formFields(request) : Promise.resolve(request.body);

/** …/{culture}/{type}/{itemkey}/images: an entry's pictures, for any account. */
export const imageRoutes: FastifyPluginAsyncZod<{ deps: EncyclopediaDeps }> = async (
  app,
  { deps },
) => {
  // Multipart: the image in picture1, the text fields legend_en and legend_fr.
  endpointRoute(app, encyclopediaEndpoints.addImage, {
    handler: async (request, reply) =>
      images.addImage(deps, await request.actor(), request.params, pictureForm(request, reply)),
  });

  endpointRoute(app, encyclopediaEndpoints.updateImage, {
    handler: async (request) => {
      const { pos, ...ref } = request.params;
      const viewer = await request.actor();
      return images.updateImage(deps, viewer, ref, Number(pos), () => updateFields(request));
    },
  });

  endpointRoute(app, encyclopediaEndpoints.deleteImage, {
    handler: async (request) => {
      const { pos, ...ref } = request.params;
      await images.deleteImage(deps, await request.actor(), ref, Number(pos));
      return {};
    },
  });
};
