import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { JWK } from 'oidc-provider';
import type { Database } from '../../db/database.ts';

function newKey(): { kid: string; jwk: JWK } {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomUUID();
  return {
    kid,
    jwk: { ...(privateKey.export({ format: 'jwk' }) as JWK), kid, alg: 'RS256', use: 'sig' },
  };
}

/**
 * Adds a signing key of the next generation (or the first, when `first`):
 * two instances starting together make one first key (the generation is
 * unique: the second insert is ignored).
 */
export async function addSigningKey(
  db: Kysely<Database>,
  now: Date,
  options: { first?: boolean } = {},
): Promise<string> {
  const { kid, jwk } = newKey();
  const last = await db
    .selectFrom('oidc_keys')
    .select((eb) => eb.fn.max('generation').as('generation'))
    .executeTakeFirst();
  const generation = options.first ? 1 : Number(last?.generation ?? 0) + 1;
  await db
    .insertInto('oidc_keys')
    .values({ kid, generation, jwk: JSON.stringify(jwk), created_at: now.toISOString() })
    .onConflict((oc) => oc.column('generation').doNothing())
    .execute();
  return kid;
}

/**
 * The provider's signing keys, newest first (the first signs; the others stay
 * published so that what they signed still verifies). Made at first start.
 */
export async function signingKeys(db: Kysely<Database>, now: Date): Promise<JWK[]> {
  const read = () =>
    db.selectFrom('oidc_keys').select('jwk').orderBy('generation', 'desc').execute();
  let rows = await read();
  if (rows.length === 0) {
    await addSigningKey(db, now, { first: true });
    rows = await read();
  }
  return rows.map((row) => JSON.parse(row.jwk) as JWK);
}
