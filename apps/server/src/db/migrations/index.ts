import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.ts';

/** Every migration, in order. Add new ones at the end; never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
};
