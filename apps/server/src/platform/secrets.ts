import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';

export interface SiteSecrets {
  /** Signs login tokens. */
  jwt: string;
  /** Signs captcha challenges: a key of its own, derived from the site secret. */
  captcha: string;
  /** Signs the unsubscribe links of e-mails: a key of its own too. */
  unsubscribe: string;
  /** Signs the OpenID Connect provider's cookies. */
  oidc: string;
}

/** What older sites kept in DATA_DIR/secret: taken over so their sessions survive. */
function legacySecret(dataDir: string): string | undefined {
  try {
    const value = readFileSync(path.join(dataDir, 'secret'), 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The site's signing secret: JWT_SECRET when given, otherwise one generated
 * once and kept in the database. Every process on one database reads the same
 * row (the first to start writes it; the others' inserts are ignored), so a
 * token signed by one is accepted by all.
 */
export async function loadSiteSecrets(
  db: Kysely<Database>,
  options: { configured: string | undefined; dataDir: string; now: Date },
): Promise<SiteSecrets> {
  const jwt = options.configured ?? (await storedSecret(db, options));
  const derived = (use: string) => createHash('sha256').update(`${use}:${jwt}`).digest('hex');
  return {
    jwt,
    captcha: derived('captcha'),
    unsubscribe: derived('unsubscribe'),
    oidc: derived('oidc'),
  };
}

async function storedSecret(
  db: Kysely<Database>,
  { dataDir, now }: { dataDir: string; now: Date },
): Promise<string> {
  await db
    .insertInto('site_secrets')
    .values({
      name: 'jwt',
      value: legacySecret(dataDir) ?? randomBytes(48).toString('base64url'),
      created_at: now.toISOString(),
    })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('site_secrets')
    .select('value')
    .where('name', '=', 'jwt')
    .executeTakeFirstOrThrow();
  return row.value;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The site's signing keys, read once at start. */
    secrets: SiteSecrets;
  }
}
