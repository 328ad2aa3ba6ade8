import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { endpointRoute } from '../../../platform/http/endpoint-route.ts';
import { MAX_IMAGE_BYTES } from '../../../platform/storage/images.ts';
import { ensureSpace } from '../../../platform/storage/quota.ts';
import type { Storage } from '../../../platform/storage/storage.ts';
import {
  expectedUploadBytes,
  receiveFormFields,
  withUpload,
} from '../../../platform/storage/uploads.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import * as images from './service.ts';

const pictureUpload = { field: 'picture1', maxBytes: MAX_IMAGE_BYTES };
const MAX_FIELD_BYTES = 4 * 1024;

/**
 * The picture form of a request, received only when the service asks for it,
 * and only when the disk keeps its floor of free space with the declared
 * size written (507 STORAGE_FULL otherwise, before a byte is read).
 */
const pictureForm =
  (request: FastifyRequest, reply: FastifyReply, storage: Storage): images.PictureForm =>
  async (use) => {
    await ensureSpace(storage, expectedUploadBytes(request, MAX_IMAGE_BYTES));
    return withUpload(request, reply, pictureUpload, (upload) =>
      use(upload.tempPath, upload.fields),
    );
  };

/** The update's fields: sent as multipart (the spec's client) or as JSON. */
const updateFields = (request: FastifyRequest) =>
  request.isMultipart()
    ? receiveFormFields(request, MAX_FIELD_BYTES)
    : Promise.resolve(request.body);

/** …/{culture}/{type}/{itemkey}/images: an entry's pictures, for any account. */
export const imageRoutes: FastifyPluginAsyncZod<{ deps: EncyclopediaDeps }> = async (
  app,
  { deps },
) => {
  // Multipart: the image in picture1, the text fields legend_en and legend_fr.
  endpointRoute(app, encyclopediaEndpoints.addImage, {
    handler: async (request, reply) =>
      images.addImage(
        deps,
        await request.actor(),
        request.params,
        pictureForm(request, reply, deps.storage),
      ),
  });

  endpointRoute(app, encyclopediaEndpoints.replaceImage, {
    handler: async (request, reply) => {
      const { pos, ...ref } = request.params;
      const viewer = await request.actor();
      return images.replaceImage(
        deps,
        viewer,
        ref,
        Number(pos),
        pictureForm(request, reply, deps.storage),
      );
    },
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

  endpointRoute(app, encyclopediaEndpoints.restoreImage, {
    handler: async (request) => {
      const { pos, ...ref } = request.params;
      return images.restoreImage(deps, await request.actor(), ref, Number(pos), request.body);
    },
  });
};
