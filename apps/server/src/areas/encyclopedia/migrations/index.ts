import type { Migration } from 'kysely';
import * as encyclopedia from './20261123162229_encyclopedia.ts';
import * as encyclopediaEdit from './20261123162729_encyclopedia_edit.ts';
import * as imageHistory from './20261126011000_encyclopedia_image_history.ts';

/** The encyclopedia area's migrations, by name: a timestamp orders them among every area's. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261123162229_encyclopedia': encyclopedia,
  '20261123162729_encyclopedia_edit': encyclopediaEdit,
  '20261126011000_encyclopedia_image_history': imageHistory,
};
