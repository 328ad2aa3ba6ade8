import type { Migration } from 'kysely';
import * as bonusPlayers from './20261123162131_bonus_players.ts';

/** The bonus area's migrations, by name: a timestamp orders them among every area's. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261123162131_bonus_players': bonusPlayers,
};
