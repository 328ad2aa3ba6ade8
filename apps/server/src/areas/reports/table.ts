import type { ColumnType, Generated } from 'kysely';

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number | null;
  /** library, comment or encyclopedia. */
  target_kind: string;
  target_key: string;
  /** The item's title and page when it was reported. */
  title: string;
  path: string;
  reason: string;
  text: string;
  /** ISO 8601, UTC. */
  created_at: string;
  /** open, hidden, deleted, dismissed or restored. */
  state: Generated<string>;
  handled_by: ColumnType<number | null, number | null | undefined, number | null>;
  handled_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the item's area keeps to undo the action. */
  kept: ColumnType<string | null, string | null | undefined, string | null>;
}

// The reports area's table, added to the site's one Database type.
declare module '../../db/database.ts' {
  interface Database {
    reports: ReportsTable;
  }
}
