import type { Migration } from 'kysely';
import * as notifications from './20261127090000_notifications.ts';

/** The notifications area's migrations, by name: a timestamp orders them among every area's. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261127090000_notifications': notifications,
};
