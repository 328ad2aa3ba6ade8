/** Players granted the bonus house, by their in-game name. */
export interface BonusPlayersTable {
  login_key: string;
  login: string;
  granted_at: string;
}
