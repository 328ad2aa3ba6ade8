import type { Migration } from 'kysely';
import * as reports from './20261127100000_reports.ts';

/** The reports area's migrations, by name: a timestamp orders them among every area's. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261127100000_reports': reports,
};
