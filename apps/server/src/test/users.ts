import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AccountLevel } from '@millenaire/contracts';
import { hashPassword } from '../areas/users/passwords.ts';
import { insertUser, type UserRow } from '../areas/users/repository.ts';
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

/** A user of the given level, stored for real, with a valid token. */
export async function createUser(
  t: TestContext,
  options: { level?: AccountLevel; login?: string; password?: string; email?: string | null } = {},
): Promise<{ user: UserRow; token: string; password: string }> {
  const password = options.password ?? GOOD_PASSWORD;
  const user = await insertUser(
    t.app.db,
    {
      login: options.login ?? `player${++counter}_${Math.random().toString(36).slice(2, 6)}`,
      email: options.email ?? null,
      passwordHash: await hashOnce(password),
      accountlevel: options.level ?? 'new',
    },
    new Date(),
  );
  const token = await createTokens(TEST_JWT_SECRET).sign(user);
  return { user, token, password };
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
