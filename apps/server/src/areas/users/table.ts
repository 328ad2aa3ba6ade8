import type { ColumnType, Generated } from 'kysely';
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
  /** Carried in every token; raising it refuses all tokens issued before. */
  token_version: Generated<number>;
  /** ISO 8601, UTC: when an administrator suspended the account; null while it is not. */
  suspended_at: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * ISO 8601, UTC: the last logout everywhere, password change or suspension;
   * what the OpenID Connect provider gave in a login before it is refused.
   */
  sessions_ended_at: ColumnType<string | null, string | null | undefined, string | null>;
  /** The authenticator app's secret (base32) while the second factor is on; null while off. */
  second_factor_secret: ColumnType<string | null, string | null | undefined, string | null>;
  /** A secret being set up, until a code of it is confirmed. */
  second_factor_pending: ColumnType<string | null, string | null | undefined, string | null>;
  /** The last time step a code was accepted for: a code is never accepted twice. */
  second_factor_step: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the code; the code itself is shown once and never stored. */
  code_hash: string;
  used_at: string | null;
}

export interface ModerationLogTable {
  id: Generated<number>;
  /** ISO 8601, UTC. */
  at: string;
  by_id: number | null;
  /** Kept as it was, so the line still reads once the account is gone. */
  by_login: string;
  account_id: number | null;
  account_login: string;
  /** One of the contracts' MODERATION_ACTIONS. */
  action: string;
  detail: Generated<string>;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 of the key sent by e-mail; the key itself is never stored. */
  key_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface CaptchaUsesTable {
  /** The solved challenge's signature: each challenge is accepted once. */
  signature: string;
  expires_at: string;
}

export interface ConfirmationRequestsTable {
  id: Generated<number>;
  user_id: number;
  /** ISO 8601, UTC. */
  created_at: string;
  /** open, approved or declined. */
  state: Generated<string>;
  decided_by: ColumnType<number | null, number | null | undefined, number | null>;
  decided_at: ColumnType<string | null, string | null | undefined, string | null>;
}

// The users area's tables, added to the site's one Database type.
declare module '../../db/database.ts' {
  interface Database {
    users: UsersTable;
    password_resets: PasswordResetsTable;
    captcha_uses: CaptchaUsesTable;
    confirmation_requests: ConfirmationRequestsTable;
    recovery_codes: RecoveryCodesTable;
    moderation_log: ModerationLogTable;
  }
}
