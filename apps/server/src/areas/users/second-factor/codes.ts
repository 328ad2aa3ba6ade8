import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** The issuer authenticator apps show beside the login. */
const ISSUER = 'Millénaire';
/**
 * A code typed a little after its 30 seconds ended, or a phone's clock a few
 * seconds off, is still accepted: one time step either side.
 */
const TOLERANCE_SECONDS = 30;

/** A new authenticator secret (base32, 160 bits as RFC 4226 recommends). */
export function newSecret(): string {
  return generateSecret({ length: 20 });
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function secretAddress(login: string, secret: string): string {
  return generateURI({ issuer: ISSUER, label: login, secret });
}

/** The address as a QR code, an SVG `data:` address an image shows. */
export async function qrImage(address: string): Promise<string> {
  const svg = await QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** A typed code as it is checked: spaces and dashes dropped, lower case. */
export function normalCode(typed: string): string {
  return typed.replace(/[\s-]/g, '').toLowerCase();
}

export const isAppCode = (code: string): boolean => /^\d{6}$/.test(code);

/**
 * The time step a 6-digit code of the secret belongs to, if it is one of
 * now's and later than `after` (the step of the last accepted code), else null.
 */
export async function appCodeStep(
  secret: string,
  code: string,
  now: Date,
  after: number | null,
): Promise<number | null> {
  const epoch = Math.floor(now.getTime() / 1000);
  // A step past the newest one checked (a clock set back) cannot be passed on as it is.
  const newest = Math.floor((epoch + TOLERANCE_SECONDS) / 30);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOLERANCE_SECONDS,
    ...(after === null ? {} : { afterTimeStep: Math.min(after, newest) }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

// Recovery codes: 10 characters of an alphabet without look-alikes (no 0/o,
// 1/l/i), about 50 bits each, shown as two groups of five.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
export const RECOVERY_CODES = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODES }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
}

/** What is stored of a recovery code: its SHA-256, of the code as `normalCode` gives it. */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(normalCode(code)).digest('hex');
}
