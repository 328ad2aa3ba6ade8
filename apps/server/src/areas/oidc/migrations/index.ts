import type { Migration } from 'kysely';
import * as oidc from './20261130080000_oidc.ts';
import * as oidcClientRemoval from './20261130130000_oidc_client_removal.ts';

/** The OpenID Connect area's migrations, by name. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261130080000_oidc': oidc,
  '20261130130000_oidc_client_removal': oidcClientRemoval,
};
