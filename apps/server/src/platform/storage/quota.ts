import { AppError } from '../http/errors.ts';
import type { StorageLimits, Storage } from './storage.ts';

// What uploads may take: each account's quota and the disk's free-space floor
// (the STORAGE_* settings), checked before an upload is written.

/** An account is new, and gets the smaller quota, for this many days. */
export const NEW_ACCOUNT_DAYS = 7;

/** The account an upload is counted against, and what it already stores. */
export interface UploaderUsage {
  /** Administrators have no quota. */
  exempt: boolean;
  /** ISO 8601: when the account was made (a new one gets the smaller quota). */
  createdAt: string;
  /** Bytes its stored uploads take now. */
  usedBytes: number;
}

/** What an account may store in all: the smaller quota while it is new. */
export function quotaOf(limits: StorageLimits, account: UploaderUsage, now: Date): number {
  if (account.exempt) return Number.POSITIVE_INFINITY;
  const age = now.getTime() - Date.parse(account.createdAt);
  const isNew = !(age >= NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000);
  return isNew ? limits.newAccountQuotaBytes : limits.quotaBytes;
}

/**
 * Refuses (403 QUOTA_EXCEEDED) `bytes` more than the account's quota allows.
 * A refusal of this account, not of the request's size: retrying the same
 * upload never passes.
 */
export function ensureQuota(
  storage: Storage,
  bytes: number,
  account: UploaderUsage,
  now = new Date(),
): void {
  if (account.usedBytes + bytes > quotaOf(storage.limits, account, now)) {
    throw new AppError(403, 'QUOTA_EXCEEDED');
  }
}

/**
 * Refuses an upload of `bytes` before they are written: 403 QUOTA_EXCEEDED
 * when the account would pass its quota, 507 STORAGE_FULL when the disk would
 * keep less than the floor free. A full disk fails every write of the site
 * (the database's included), so uploads stop well before it fills; the
 * answer tells the uploader why instead of a failed write's 500. Called with
 * the declared size before the body is read. Uploads sent at once each pass
 * this quota check: the library then holds each one's part of the quota in
 * the database (areas/library/quota.ts).
 */
export async function ensureSpace(
  storage: Storage,
  bytes: number,
  account?: UploaderUsage,
  now = new Date(),
): Promise<void> {
  if (account) ensureQuota(storage, bytes, account, now);
  if ((await storage.freeBytes()) - bytes < storage.limits.minFreeBytes) {
    throw new AppError(507, 'STORAGE_FULL');
  }
}
