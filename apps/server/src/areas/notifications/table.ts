import type { ColumnType, Generated } from 'kysely';

export interface FollowsTable {
  account_id: number;
  /** `kind:key`: library:12, culture:norman, language:fr. */
  subject: string;
  /** ISO 8601, UTC. */
  created_at: string;
}

export interface NotificationsTable {
  id: Generated<number>;
  account_id: number;
  subject: string;
  /** comment, version or change. */
  kind: string;
  /** How many times it happened while the notification was unread. */
  count: Generated<number>;
  /** The last account that did it. */
  actor_id: number | null;
  created_at: string;
  updated_at: string;
  read_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** When a digest told it by e-mail. */
  mailed_at: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface NotificationSettingsTable {
  account_id: number;
  /** 1 while the daily e-mail digest is wanted (the default). */
  email: Generated<number>;
  /** The site language the e-mails are written in: the member's last choice. */
  language: string;
  last_digest_at: ColumnType<string | null, string | null | undefined, string | null>;
}

// The notifications area's tables, added to the site's one Database type.
declare module '../../db/database.ts' {
  interface Database {
    follows: FollowsTable;
    notifications: NotificationsTable;
    notification_settings: NotificationSettingsTable;
  }
}
