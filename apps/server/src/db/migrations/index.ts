import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.ts';
import * as accounts from './0002_accounts.ts';

/** Every migration, in order. Add new ones at the end; never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_accounts': accounts,
};
