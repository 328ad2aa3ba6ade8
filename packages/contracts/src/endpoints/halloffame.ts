import { idParamsSchema, languageQuerySchema } from '../common.ts';
import { endpoint, multipart } from '../endpoint.ts';
import {
  hofEntryListSchema,
  hofEntrySchema,
  hofListSchema,
  hofTextsSchema,
} from '../halloffame.ts';

/** The hall of fame, and its entries as administrators edit them. */
export const hofEndpoints = {
  list: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/hof/',
    query: languageQuerySchema,
    response: hofListSchema,
  }),
  entries: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/api/hof/admin',
    response: hofEntryListSchema,
  }),
  /** The avatar image and the fields of hofEntryFieldsSchema. */
  create: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/hof/',
    body: multipart,
    response: hofEntrySchema,
  }),
  update: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/hof/:id',
    params: idParamsSchema,
    body: hofTextsSchema,
    response: hofEntrySchema,
  }),
  /** The field avatar, an image. */
  replaceAvatar: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/hof/:id/avatar',
    params: idParamsSchema,
    body: multipart,
    response: hofEntrySchema,
  }),
  remove: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/hof/:id/delete',
    params: idParamsSchema,
  }),
};
