import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hofEndpoints } from '@millenaire/contracts/endpoints/halloffame';
import { endpointRoute } from '../../platform/http/endpoint-route.ts';
import { MAX_IMAGE_BYTES } from '../../platform/storage/images.ts';
import { withUpload } from '../../platform/storage/uploads.ts';
import * as hof from './service.ts';
import type { HofDeps } from './deps.ts';

const avatarUpload = { field: 'avatar', maxBytes: MAX_IMAGE_BYTES };

/** The avatar form of a request, received only when the service asks for it. */
const avatarForm =
  (request: FastifyRequest, reply: FastifyReply): hof.AvatarForm =>
  (use) =>
    withUpload(request, reply, avatarUpload, (upload) => use(upload.tempPath, upload.fields));

/** /api/hof: the hall of fame, and its entries for administrators. */
export const hofRoutes: FastifyPluginAsyncZod<{ deps: HofDeps }> = async (app, { deps }) => {
  endpointRoute(app, hofEndpoints.list, {
    handler: (request) => hof.listHallOfFame(deps, request.query.language),
  });

  endpointRoute(app, hofEndpoints.entries, {
    handler: async (request) => hof.listEntries(deps, await request.actor()),
  });

  // Multipart: the avatar image and the fields text_en, text_fr (JSON arrays) and pos.
  endpointRoute(app, hofEndpoints.create, {
    handler: async (request, reply) =>
      hof.createEntry(deps, await request.actor(), avatarForm(request, reply)),
  });

  endpointRoute(app, hofEndpoints.update, {
    handler: async (request) =>
      hof.updateEntry(deps, await request.actor(), request.params.id, request.body),
  });

  endpointRoute(app, hofEndpoints.replaceAvatar, {
    handler: async (request, reply) => {
      const form = avatarForm(request, reply);
      return hof.replaceAvatar(deps, await request.actor(), request.params.id, form);
    },
  });

  endpointRoute(app, hofEndpoints.remove, {
    handler: async (request) => {
      await hof.deleteEntry(deps, await request.actor(), request.params.id);
      return {};
    },
  });
};
