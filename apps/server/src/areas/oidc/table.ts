import type { ColumnType } from 'kysely';

export interface OidcKeysTable {
  /** The key's id (`kid`), published with it. */
  kid: string;
  /** 1 for the key made at first start, one more for each rotation: the highest signs. */
  generation: number;
  /** The private key as a JWK (JSON). */
  jwk: string;
  /** ISO 8601, UTC. */
  created_at: string;
  /** Seconds since 1970: published from its creation, it signs from then on. */
  signs_from: number;
}

export interface OidcClientsTable {
  client_id: string;
  name: string;
  /** JSON array of the addresses a login may return to. */
  redirect_uris: string;
  /** 1: the community's own tool, which skips the consent page. */
  trusted: number;
  /** SHA-256 of the secret (hex); the secret itself is shown once and never stored. */
  secret_hash: string;
  /** ISO 8601, UTC. */
  created_at: string;
  /** ISO 8601, UTC: removed by an administrator, unknown to the provider until restored (null: in use). */
  removed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

/** What the provider keeps between requests: codes, grants, sessions, tokens, interactions. */
export interface OidcRecordsTable {
  /** The provider's model: AuthorizationCode, Grant, Session, RefreshToken... */
  model: string;
  id: string;
  /** The provider's payload (JSON). */
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  /** Seconds since 1970, UTC. */
  expires_at: number;
  consumed_at: ColumnType<number | null, number | null | undefined, number | null>;
}

// The area's tables, added to the site's one Database type.
declare module '../../db/database.ts' {
  interface Database {
    oidc_keys: OidcKeysTable;
    oidc_clients: OidcClientsTable;
    oidc_records: OidcRecordsTable;
  }
}
