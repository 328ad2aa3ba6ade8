import type { Migration } from 'kysely';
import * as hofEntries from './20261123162132_hof_entries.ts';

/** The halloffame area's migrations, by name: a timestamp orders them among every area's. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261123162132_hof_entries': hofEntries,
};
