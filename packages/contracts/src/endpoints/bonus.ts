import { bonusPayloadSchema, bonusPlayerListSchema } from '../advancements.ts';
import { endpoint } from '../endpoint.ts';

/** The players granted the bonus house (administrators); each write answers the new list. */
export const bonusEndpoints = {
  list: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/api/bonus/',
    response: bonusPlayerListSchema,
  }),
  grant: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/bonus/',
    body: bonusPayloadSchema,
    response: bonusPlayerListSchema,
  }),
  revoke: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/bonus/:login/delete',
    params: bonusPayloadSchema,
    response: bonusPlayerListSchema,
  }),
};
