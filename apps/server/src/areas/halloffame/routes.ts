import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  hofEntryListSchema,
  hofEntrySchema,
  hofListSchema,
  idParamSchema,
  languageQuerySchema,
} from '@millenaire/contracts';
import { MAX_IMAGE_BYTES } from '../../infra/images.ts';
import { withUpload } from '../../infra/uploads.ts';
import * as hof from './service.ts';

const idParams = z.object({ id: idParamSchema });
const textsSchema = z.object({
  text_en: z.array(z.string().trim().min(1).max(300)).min(1).max(12),
  text_fr: z.array(z.string().trim().min(1).max(300)).min(1).max(12),
  pos: z.number().int().min(0).max(100_000).default(0),
});
const avatarUpload = { field: 'avatar', maxBytes: MAX_IMAGE_BYTES };

/** The avatar form of a request, received only when the service asks for it. */
const avatarForm =
  (request: FastifyRequest, reply: FastifyReply): hof.AvatarForm =>
  (use) =>
    withUpload(request, reply, avatarUpload, (upload) => use(upload.tempPath, upload.fields));

/** /api/hof: the hall of fame, and its entries for administrators. */
export const hofRoutes: FastifyPluginAsyncZod<{ deps: hof.HofDeps }> = async (app, { deps }) => {
  app.get(
    '/',
    { schema: { querystring: languageQuerySchema, response: { 200: hofListSchema } } },
    (request) => hof.listHallOfFame(deps, request.query.language),
  );

  app.get('/admin', { schema: { response: { 200: hofEntryListSchema } } }, async (request) =>
    hof.listEntries(deps, await request.actor()),
  );

  // Multipart: the avatar image and the fields text_en, text_fr (JSON arrays) and pos.
  app.post('/', { schema: { response: { 200: hofEntrySchema } } }, async (request, reply) => {
    return hof.createEntry(deps, await request.actor(), avatarForm(request, reply));
  });

  app.post(
    '/:id',
    { schema: { params: idParams, body: textsSchema, response: { 200: hofEntrySchema } } },
    async (request) =>
      hof.updateEntry(deps, await request.actor(), request.params.id, request.body),
  );

  app.post(
    '/:id/avatar',
    { schema: { params: idParams, response: { 200: hofEntrySchema } } },
    async (request, reply) => {
      const form = avatarForm(request, reply);
      return hof.replaceAvatar(deps, await request.actor(), request.params.id, form);
    },
  );

  app.post('/:id/delete', { schema: { params: idParams } }, async (request) => {
    await hof.deleteEntry(deps, await request.actor(), request.params.id);
    return {};
  });
};
