import type { Migration } from 'kysely';
import * as oidc from './20261130080000_oidc.ts';

/** The OpenID Connect area's migrations, by name. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261130080000_oidc': oidc,
};
