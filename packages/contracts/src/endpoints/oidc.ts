import { z } from 'zod';
import { endpoint, neverStored } from '../endpoint.ts';
import {
  oidcClientIdSchema,
  oidcClientListSchema,
  oidcClientPayloadSchema,
  oidcClientSchema,
  oidcCredentialsSchema,
} from '../oidc.ts';

const clientParams = z.object({ clientId: oidcClientIdSchema });

/**
 * The clients of the site's OpenID Connect provider (the wiki...), registered
 * by administrators; a secret is in one answer only. Each write counts
 * against the administrator's own budget (429 with Retry-After past it).
 */
export const oidcEndpoints = neverStored({
  list: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/api/oidc/clients',
    response: oidcClientListSchema,
  }),
  add: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/oidc/clients',
    body: oidcClientPayloadSchema,
    response: oidcCredentialsSchema,
  }),
  /** The old secret stops working at once. */
  newSecret: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/oidc/clients/:clientId/secret',
    params: clientParams,
    response: oidcCredentialsSchema,
  }),
  /** The provider no longer knows the client, until it is restored. */
  remove: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/oidc/clients/:clientId/delete',
    params: clientParams,
    response: oidcClientSchema,
  }),
  restore: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/oidc/clients/:clientId/restore',
    params: clientParams,
    response: oidcClientSchema,
  }),
});
