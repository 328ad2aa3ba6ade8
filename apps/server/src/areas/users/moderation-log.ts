import type { Kysely } from 'kysely';
import type { ModerationAction, ModerationEntry } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

/** How many lines the log shows: the newest. */
const SHOWN = 200;

export interface ModerationLine {
  by: { id: number; login: string };
  account: { id: number; login: string };
  action: ModerationAction;
  /** The new level, or the time a rollback went back to. */
  detail?: string;
}

/** Writes what an administrator did to an account, in the transaction that did it. */
export async function logModeration(db: Db, line: ModerationLine, now: Date): Promise<void> {
  await db
    .insertInto('moderation_log')
    .values({
      at: now.toISOString(),
      by_id: line.by.id,
      by_login: line.by.login,
      account_id: line.account.id,
      account_login: line.account.login,
      action: line.action,
      detail: line.detail ?? '',
    })
    .execute();
}

/** The newest lines first; logins as they are now, or as they were once the account is gone. */
export async function moderationLog(db: Db): Promise<ModerationEntry[]> {
  const rows = await db
    .selectFrom('moderation_log as log')
    .leftJoin('users as by', 'by.id', 'log.by_id')
    .leftJoin('users as account', 'account.id', 'log.account_id')
    .select([
      'log.id',
      'log.at',
      'log.by_login',
      'by.login as by_now',
      'log.account_login',
      'account.login as account_now',
      'log.action',
      'log.detail',
    ])
    .orderBy('log.id', 'desc')
    .limit(SHOWN)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    by: row.by_now ?? row.by_login,
    action: row.action as ModerationAction,
    account: row.account_now ?? row.account_login,
    detail: row.detail,
  }));
}
