import type { Generated } from 'kysely';
import type { AccountLevel } from '@millenaire/contracts';

export interface UsersTable {
  id: Generated<number>;
  login: string;
  /** The login in lower case: logins are unique ignoring case. */
  login_key: string;
  email: string | null;
  password_hash: string;
  accountlevel: AccountLevel;
  /** ISO 8601, UTC. */
  created_at: string;
  lastlogin: string | null;
  logincount: Generated<number>;
  /** Tokens issued before this instant (ISO 8601) are refused. */
  tokens_valid_after: string | null;
}
