import type { Migration } from 'kysely';
import * as downloads from './20261123162429_downloads.ts';

/** The downloads area's migrations, by name: a timestamp orders them among every area's. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261123162429_downloads': downloads,
};
