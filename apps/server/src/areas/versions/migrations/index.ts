import type { Migration } from 'kysely';
import * as versions from './20261123045917_versions.ts';
import * as versionsCurrent from './20261123162129_versions_current.ts';

/** The versions area's migrations, by name: a timestamp orders them among every area's. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261123045917_versions': versions,
  '20261123162129_versions_current': versionsCurrent,
};
