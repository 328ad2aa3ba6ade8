import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export interface NewClient {
  name: string;
  redirectUris: string[];
  trusted: boolean;
}

export interface ClientSummary {
  clientId: string;
  name: string;
  redirectUris: string[];
  trusted: boolean;
  createdAt: string;
  /** When an administrator removed it (the provider knows it no more); null: in use. */
  removedAt: string | null;
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

/** Whether a presented secret is the one whose hash is stored (in constant time). */
export function secretMatches(hash: string, secret: string): boolean {
  const expected = Buffer.from(hash, 'hex');
  const given = createHash('sha256').update(secret).digest();
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Why a redirect address is refused, or null: https (or http on the local machine), no fragment. */
export function redirectUriProblem(uri: string): string | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return 'not an address';
  }
  if (url.hash) return 'has a fragment';
  const local = url.hostname === 'localhost' || url.hostname === '127.0.0.1';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    return 'must be https (http only on localhost)';
  }
  return null;
}

export function findClient(db: Kysely<Database>, clientId: string) {
  return db
    .selectFrom('oidc_clients')
    .selectAll()
    .where('client_id', '=', clientId)
    .executeTakeFirst();
}

/** Registers a client; its secret is in the answer, and nowhere else ever after. */
export async function addClient(
  db: Kysely<Database>,
  client: NewClient,
  now: Date,
): Promise<{ clientId: string; clientSecret: string }> {
  const clientId = randomBytes(12).toString('base64url');
  const clientSecret = newSecret();
  await db
    .insertInto('oidc_clients')
    .values({
      client_id: clientId,
      name: client.name,
      redirect_uris: JSON.stringify(client.redirectUris),
      trusted: client.trusted ? 1 : 0,
      secret_hash: hashSecret(clientSecret),
      created_at: now.toISOString(),
    })
    .execute();
  return { clientId, clientSecret };
}

type ClientRow = NonNullable<Awaited<ReturnType<typeof findClient>>>;

const summaryOf = (row: ClientRow): ClientSummary => ({
  clientId: row.client_id,
  name: row.name,
  redirectUris: JSON.parse(row.redirect_uris) as string[],
  trusted: row.trusted === 1,
  createdAt: row.created_at,
  removedAt: row.removed_at,
});

/** Every client, the removed ones too, oldest first. */
export async function listClients(db: Kysely<Database>): Promise<ClientSummary[]> {
  const rows = await db.selectFrom('oidc_clients').selectAll().orderBy('created_at').execute();
  return rows.map(summaryOf);
}

/** A new secret for a client (the old one stops working); null when there is no such client. */
export async function renewSecret(db: Kysely<Database>, clientId: string): Promise<string | null> {
  const secret = newSecret();
  const result = await db
    .updateTable('oidc_clients')
    .set({ secret_hash: hashSecret(secret) })
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n ? secret : null;
}

/**
 * Marks a client removed: the provider treats it as unknown (its logins,
 * tokens and secret are refused) until it is restored, which undoes it. A
 * client removed already keeps its first date. Null when there is no such client.
 */
export async function removeClient(
  db: Kysely<Database>,
  clientId: string,
  now: Date,
): Promise<ClientSummary | null> {
  await db
    .updateTable('oidc_clients')
    .set((eb) => ({ removed_at: eb.fn.coalesce('removed_at', eb.val(now.toISOString())) }))
    .where('client_id', '=', clientId)
    .execute();
  const row = await findClient(db, clientId);
  return row ? summaryOf(row) : null;
}

/** Puts a removed client back in use, with its secret; null when there is no such client. */
export async function restoreClient(
  db: Kysely<Database>,
  clientId: string,
): Promise<ClientSummary | null> {
  await db
    .updateTable('oidc_clients')
    .set({ removed_at: null })
    .where('client_id', '=', clientId)
    .execute();
  const row = await findClient(db, clientId);
  return row ? summaryOf(row) : null;
}
