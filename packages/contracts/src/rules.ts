import type { AccountLevel } from './users.ts';

/**
 * Pure permission rules, used by the web app to hide controls and by the
 * server's policies to refuse: one rule, written once.
 */
export function isAdmin(level: AccountLevel | undefined): boolean {
  return level === 'admin';
}

/** 'Confirmed' means admin or confirmed. */
export function isConfirmed(level: AccountLevel | undefined): boolean {
  return level === 'admin' || level === 'confirmed';
}
