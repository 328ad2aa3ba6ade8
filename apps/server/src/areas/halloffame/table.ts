import type { Generated } from 'kysely';

export interface HofEntriesTable {
  id: Generated<number>;
  /** The image's name under /libraryres/img/. */
  avatar: string;
  avatar_preview: string;
  avatar_thumb: string;
  /** JSON arrays of lines, the first shown in bold. */
  text_en: string;
  text_fr: string;
  pos: number;
  created_at: string;
}

// The halloffame area's tables, added to the site's one Database type.
declare module '../../db/database.ts' {
  interface Database {
    hof_entries: HofEntriesTable;
  }
}
