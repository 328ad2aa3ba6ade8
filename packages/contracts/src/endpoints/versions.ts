import { idParamsSchema, languageQuerySchema } from '../common.ts';
import { endpoint } from '../endpoint.ts';
import {
  currentVersionSchema,
  versionAdminListSchema,
  versionAdminSchema,
  versionListSchema,
  versionPayloadSchema,
} from '../versions.ts';

/** Releases: the announced one, the history, and their management by administrators. */
export const versionsEndpoints = {
  current: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/versions/current',
    query: languageQuerySchema,
    response: currentVersionSchema,
  }),
  history: endpoint({
    access: 'anyone',
    method: 'GET',
    path: '/api/versions/',
    query: languageQuerySchema,
    response: versionListSchema,
  }),
  adminList: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/api/versions/admin',
    response: versionAdminListSchema,
  }),
  create: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/versions/admin',
    body: versionPayloadSchema,
    response: versionAdminSchema,
  }),
  update: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/versions/admin/:id',
    params: idParamsSchema,
    body: versionPayloadSchema,
    response: versionAdminSchema,
  }),
  remove: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/versions/admin/:id/delete',
    params: idParamsSchema,
  }),
};
