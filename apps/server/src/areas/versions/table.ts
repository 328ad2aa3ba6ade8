import type { Generated } from 'kysely';

export interface VersionsTable {
  id: Generated<number>;
  version: string;
  mcversion: string;
  url: string;
  serverurl: string;
  /** 1 marks a development build. */
  devversion: number;
  /** ISO 8601, UTC. */
  released_at: string;
  title_en: string;
  title_fr: string;
  description_en: string;
  description_fr: string;
  /** 1 on the release the version check announces. */
  is_current: Generated<number>;
}

// The versions area's tables, added to the site's one Database type.
declare module '../../db/database.ts' {
  interface Database {
    versions: VersionsTable;
  }
}
