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
 * How long a new key is published before it signs: every instance reads the
 * keys again within a minute (routes.ts), so none signs with a key that
 * another does not publish yet.
 */
export const PUBLISHED_BEFORE_USE_SECONDS = 10 * 60;

/** How often an instance reads the keys again. */
export const KEYS_READ_EVERY_MS = 60_000;

/**
 * Adds a signing key of the next generation (or the first, when `first`,
 * which signs at once): two instances starting together make one first key
 * (the generation is unique: the second insert is ignored).
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
    .values({
      kid,
      generation,
      jwk: JSON.stringify(jwk),
      created_at: now.toISOString(),
      signs_from:
        Math.floor(now.getTime() / 1000) + (options.first ? 0 : PUBLISHED_BEFORE_USE_SECONDS),
    })
    .onConflict((oc) => oc.column('generation').doNothing())
    .execute();
  return kid;
}

/**
 * The provider's keys, all published, the one that signs first: the newest
 * whose time has come (the others stay published so that what they signed
 * still verifies, and a new one is known everywhere before it signs). The
 * first is made at first start.
 */
export async function signingKeys(db: Kysely<Database>, now: Date): Promise<JWK[]> {
  const read = () =>
    db
      .selectFrom('oidc_keys')
      .select(['jwk', 'signs_from'])
      .orderBy('generation', 'desc')
      .execute();
  let rows = await read();
  if (rows.length === 0) {
    await addSigningKey(db, now, { first: true });
    rows = await read();
  }
  const seconds = now.getTime() / 1000;
  const signing = rows.find((row) => Number(row.signs_from) <= seconds) ?? rows.at(-1)!;
  return [signing, ...rows.filter((row) => row !== signing)].map(
    (row) => JSON.parse(row.jwk) as JWK,
  );
}
