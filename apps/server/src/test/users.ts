import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AccountLevel } from '@millenaire/contracts';
import { generate } from 'otplib';
import { hashPassword } from '../areas/users/passwords.ts';
import { newSecret } from '../areas/users/second-factor/codes.ts';
import { insertUser, type UserRow } from '../areas/users/repository.ts';
import type { Database } from '../db/database.ts';
import { createTokens } from '../platform/http/auth.ts';
import { TEST_JWT_SECRET, type TestContext } from './app.ts';

export const GOOD_PASSWORD = 'villageois!42';

let counter = 0;

/**
 * One hash per password for the accounts a test file makes: argon2 takes
 * about 14 ms a hash, and the tests make hundreds of accounts with the same
 * password. Each hash still verifies as the site's own would.
 */
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
}

/**
 * A user of the given level, stored for real, with a valid token. An
 * administrator has a second factor, as the site requires (its secret is
 * returned, for codes), unless `secondFactor: false`.
 */
export async function createUser(
  t: TestContext,
  options: {
    level?: AccountLevel;
    login?: string;
    password?: string;
    email?: string | null;
    secondFactor?: boolean;
  } = {},
): Promise<{ user: UserRow; token: string; password: string; secret: string | null }> {
  const password = options.password ?? GOOD_PASSWORD;
  const inserted = await insertUser(
    t.app.db,
    {
      login: options.login ?? `player${++counter}_${Math.random().toString(36).slice(2, 6)}`,
      email: options.email ?? null,
      passwordHash: await hashOnce(password),
      accountlevel: options.level ?? 'new',
    },
    new Date(),
  );
  const secret = (options.secondFactor ?? options.level === 'admin') ? newSecret() : null;
  const user = secret ? await withSecondFactor(t.app.db, inserted.id, secret) : inserted;
  const token = await createTokens(TEST_JWT_SECRET).sign(user);
  return { user, token, password, secret };
}

/**
 * Gives an account a second factor, as set up and confirmed (administrators
 * act as such only with one); answers the account.
 */
export function withSecondFactor(
  db: Kysely<Database>,
  id: number,
  secret = newSecret(),
): Promise<UserRow> {
  return db
    .updateTable('users')
    .set({ second_factor_secret: secret })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The authenticator app's code of `secret` for the time step `offset` steps from now. */
export function appCode(secret: string, offset = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Fetches a captcha challenge from the site and solves it, as the widget does. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const challenge = (await app.inject('/api/users/captcha')).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export function post(
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, headers });
}

/**
 * Sets up the account's second factor through the API of a running site, as
 * its settings page does: the fresh token (an administrator acts as one from then on).
 */
export async function setUpSecondFactorAt(base: string, token: string): Promise<string> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const setup = await fetch(`${base}/api/users/secondfactor/setup`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  const { secret } = (await setup.json()) as { secret: string };
  const confirmed = await fetch(`${base}/api/users/secondfactor/confirm`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ code: await appCode(secret) }),
  });
  if (!confirmed.ok) throw new Error(`second factor not set up: ${await confirmed.text()}`);
  return ((await confirmed.json()) as { token: string }).token;
}
