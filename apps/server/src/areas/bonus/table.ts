/** Players granted the bonus house, by their in-game name. */
export interface BonusPlayersTable {
  login_key: string;
  login: string;
  granted_at: string;
}

// The bonus area's tables, added to the site's one Database type.
declare module '../../db/database.ts' {
  interface Database {
    bonus_players: BonusPlayersTable;
  }
}
