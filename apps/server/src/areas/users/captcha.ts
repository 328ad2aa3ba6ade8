import { createChallenge, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaOptions, UsersDeps } from './deps.ts';
import { claimCaptchaSignature } from './account/repository.ts';

// ALTCHA: a proof of work the browser solves, signed by us, no third party.
// A solved challenge is accepted once, until it expires.

const ALGORITHM = 'PBKDF2/SHA-256';
const LIFETIME_MS = 10 * 60 * 1000;

export function createCaptchaChallenge(
  { secret, cost }: CaptchaOptions,
  now: Date,
): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    deriveKey,
    keyPrefix: '00',
    hmacSignatureSecret: secret,
    expiresAt: new Date(now.getTime() + LIFETIME_MS),
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

/**
 * The signature of a correctly solved, unexpired challenge of ours, or null.
 * Checking does not use it up: `claimCaptcha` does, once the rest of the
 * request has passed, so a refused password does not cost a new captcha.
 */
export async function checkCaptcha({ captcha }: UsersDeps, raw: string): Promise<string | null> {
  const payload = decodePayload(raw);
  if (!payload?.challenge.signature || payload.challenge.parameters.algorithm !== ALGORITHM) {
    return null;
  }
  const result = await verifySolution({
    challenge: payload.challenge,
    solution: payload.solution,
    deriveKey,
    hmacSignatureSecret: captcha.secret,
  }).catch(() => null);
  return result?.verified ? payload.challenge.signature : null;
}

/** Uses up a solved challenge; false when it was used before. */
export function claimCaptcha({ db, clock }: UsersDeps, signature: string): Promise<boolean> {
  const now = clock.now();
  return claimCaptchaSignature(db, signature, new Date(now.getTime() + LIFETIME_MS), now);
}
