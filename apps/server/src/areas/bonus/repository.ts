import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

export function listBonusPlayers(db: Db) {
  return db
    .selectFrom('bonus_players')
    .select(['login', 'granted_at as grantedon'])
    .orderBy('login_key')
    .execute();
}

export async function isGranted(db: Db, login: string): Promise<boolean> {
  const row = await db
    .selectFrom('bonus_players')
    .select('login_key')
    .where('login_key', '=', login.toLowerCase())
    .executeTakeFirst();
  return row !== undefined;
}

/** Grants the bonus; granting it twice keeps the first date. */
export async function grant(db: Db, login: string, now: Date): Promise<void> {
  await db
    .insertInto('bonus_players')
    .values({ login_key: login.toLowerCase(), login, granted_at: now.toISOString() })
    .onConflict((oc) => oc.column('login_key').doNothing())
    .execute();
}

export async function revoke(db: Db, login: string): Promise<boolean> {
  const result = await db
    .deleteFrom('bonus_players')
    .where('login_key', '=', login.toLowerCase())
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
