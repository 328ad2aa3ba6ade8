import type { Migration } from 'kysely';
import * as advancements from './20261123162130_advancements.ts';
import * as playerOwner from './20261126012000_player_owner.ts';

/** The advancements area's migrations, by name: a timestamp orders them among every area's. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261123162130_advancements': advancements,
  '20261126012000_player_owner': playerOwner,
};
