import type { Kysely } from 'kysely';
import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Database } from '../../db/database.ts';
import { claimCaptcha } from './repository.ts';

// ALTCHA: a proof of work the browser solves, signed by us, no third party.
// A solved challenge is accepted once, until it expires.

const ALGORITHM = 'PBKDF2/SHA-256';
const LIFETIME_MS = 10 * 60 * 1000;

export interface CaptchaOptions {
  secret: string;
  cost: number;
}

export function createCaptchaChallenge({ secret, cost }: CaptchaOptions): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    deriveKey,
    keyPrefix: '00',
    hmacSignatureSecret: secret,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
  });
}

/** The widget posts base64 of the JSON payload; plain JSON is accepted too. */
function decodePayload(raw: string): Payload | null {
  for (const text of [raw, Buffer.from(raw, 'base64').toString('utf8')]) {
    try {
      const payload = JSON.parse(text) as Payload;
      if (payload?.challenge?.parameters && payload.solution) return payload;
    } catch {
      // try the next form
    }
  }
  return null;
}

export async function verifyCaptcha(
  db: Kysely<Database>,
  secret: string,
  raw: string,
): Promise<boolean> {
  const payload = decodePayload(raw);
  if (!payload?.challenge.signature || payload.challenge.parameters.algorithm !== ALGORITHM) {
    return false;
  }
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  }).catch(() => null);
  if (!result?.verified) return false;
  const expiresAt = new Date(Date.now() + LIFETIME_MS).toISOString();
  return claimCaptcha(db, payload.challenge.signature, expiresAt);
}
