import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/database.ts';
import { findClient, secretMatches } from './clients.ts';

/**
 * The client secret a token request presented, for the one request it came
 * with: clients' secrets are stored hashed, and the provider compares a
 * presented secret with the client's own, so a client is handed to it with
 * the presented secret when, and only when, its hash matches.
 */
export const presentedSecret = new AsyncLocalStorage<{ clientId: string; secret: string }>();

/** Per process: what stands for a client's secret when none matching was presented. */
const UNUSABLE = randomBytes(32);
const unusableSecret = (clientId: string) =>
  createHash('sha256').update(UNUSABLE).update(clientId).digest('base64url');

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The provider's storage in the site's database (SQLite or PostgreSQL), one
 * table for every model, so any instance continues a login another began.
 * Clients come from the administrators' register (oidc_clients), the removed
 * ones left out.
 */
export function databaseAdapter(db: Kysely<Database>) {
  return class DatabaseAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        uid: payload.uid ?? null,
        user_code: payload.userCode ?? null,
        expires_at: nowSeconds() + expiresIn,
      };
      await db
        .insertInto('oidc_records')
        .values({ model: this.model, id, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') return this.client(id);
      return this.first('id', id);
    }

    findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.first('uid', uid);
    }

    findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return this.first('user_code', userCode);
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_records')
        .set({ consumed_at: nowSeconds() })
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async destroy(id: string): Promise<void> {
      await db
        .deleteFrom('oidc_records')
        .where('model', '=', this.model)
        .where('id', '=', id)
        .execute();
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_records').where('grant_id', '=', grantId).execute();
    }

    private async first(
      column: 'id' | 'uid' | 'user_code',
      value: string,
    ): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_records')
        .select(['payload', 'consumed_at'])
        .where('model', '=', this.model)
        .where(column, '=', value)
        .where('expires_at', '>', nowSeconds())
        .executeTakeFirst();
      if (!row) return undefined;
      const payload = JSON.parse(row.payload) as AdapterPayload;
      return row.consumed_at === null ? payload : { ...payload, consumed: Number(row.consumed_at) };
    }

    private async client(id: string): Promise<AdapterPayload | undefined> {
      const client = await findClient(db, id);
      // A client an administrator removed is unknown until restored.
      if (!client || client.removed_at !== null) return undefined;
      const presented = presentedSecret.getStore();
      const secret =
        presented?.clientId === id && secretMatches(client.secret_hash, presented.secret)
          ? presented.secret
          : // No secret presented, or a wrong one: a value nobody holds.
            unusableSecret(id);
      return {
        client_id: client.client_id,
        client_name: client.name,
        client_secret: secret,
        redirect_uris: JSON.parse(client.redirect_uris) as string[],
        post_logout_redirect_uris: postLogoutUris(JSON.parse(client.redirect_uris) as string[]),
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
        'urn:millenaire:trusted': client.trusted === 1,
      };
    }
  };
}

/** A client may be sent back after a logout to the site its login returns to. */
function postLogoutUris(redirectUris: string[]): string[] {
  return [...new Set(redirectUris.map((uri) => new URL(uri).origin + '/'))];
}

/** Removes what has expired (the provider never asks for it again). */
export async function sweepExpired(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('oidc_records').where('expires_at', '<=', nowSeconds()).execute();
}
