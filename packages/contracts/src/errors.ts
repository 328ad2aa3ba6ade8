/**
 * Every message key the API may answer with, in `{ "message": KEY }`.
 * The web client maps each key to an English and a French text.
 */
export const MESSAGE_KEYS = [
  'LOGIN_TAKEN',
  'INVALID_CAPTCHA',
  'UNKNOWN_ERROR',
  'UNAUTHORIZED',
  'INVALID_INPUT',
  'NOT_FOUND',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'WEAK_PASSWORD',
  'WRONG_PASSWORD',
  'INVALID_RESET_KEY',
  'CONFLICT',
  'LAST_ADMIN',
  'BUSY',
  'QUOTA_EXCEEDED',
  'STORAGE_FULL',
  'ACCOUNT_SUSPENDED',
  'INVALID_MARKUP',
  'INVALID_REDIRECT_URI',
  'WRONG_CODE',
  'EXPIRED_TICKET',
  'SECOND_FACTOR_REQUIRED',
  'NO_SECOND_FACTOR',
  'NO_SECOND_FACTOR_SETUP',
] as const;

export type MessageKey = (typeof MESSAGE_KEYS)[number];

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && (MESSAGE_KEYS as readonly string[]).includes(value);
}

/** Body of every non-2xx answer. `field` names the offending input for INVALID_INPUT. */
export interface ErrorBody {
  message: string;
  field?: string;
}
