import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

// The daily digest's queries: who is due one, claiming it, what it tells,
// and forgetting what was read long ago.

type Db = Kysely<Database>;

/**
 * The accounts a digest may go to: with notifications neither read nor
 * mailed, the oldest of them changed before `settledBefore`, no digest
 * since `dueBefore`, an e-mail address, no suspension, and no refusal of
 * e-mails.
 */
export async function digestCandidates(
  db: Db,
  settledBefore: string,
  dueBefore: string,
  limit: number,
) {
  return db
    .selectFrom('notifications')
    .innerJoin('users', 'users.id', 'notifications.account_id')
    .leftJoin('notification_settings as s', 's.account_id', 'notifications.account_id')
    .select(['notifications.account_id', 's.last_digest_at'])
    .where('notifications.mailed_at', 'is', null)
    .where('notifications.read_at', 'is', null)
    .where('users.email', 'is not', null)
    .where('users.suspended_at', 'is', null)
    .where((eb) => eb.or([eb('s.email', 'is', null), eb('s.email', '=', 1)]))
    .where((eb) =>
      eb.or([eb('s.last_digest_at', 'is', null), eb('s.last_digest_at', '<=', dueBefore)]),
    )
    .groupBy(['notifications.account_id', 's.last_digest_at'])
    .having((eb) => eb.fn.min('notifications.updated_at'), '<=', settledBefore)
    .orderBy('notifications.account_id')
    .limit(limit)
    .execute();
}

/**
 * Takes the day's digest of an account: true for the one process whose
 * update found the last digest older than `dueBefore` (or none), so two
 * processes sweeping at once never both send it.
 */
export async function claimDigest(
  db: Db,
  accountId: number,
  at: string,
  dueBefore: string,
  defaultLanguage: string,
): Promise<boolean> {
  await db
    .insertInto('notification_settings')
    .values({ account_id: accountId, language: defaultLanguage })
    .onConflict((oc) => oc.column('account_id').doNothing())
    .execute();
  const result = await db
    .updateTable('notification_settings')
    .set({ last_digest_at: at })
    .where('account_id', '=', accountId)
    .where((eb) => eb.or([eb('last_digest_at', 'is', null), eb('last_digest_at', '<=', dueBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives a claimed digest back (its mail could not be sent): the next sweep tries again. */
export async function releaseDigest(db: Db, accountId: number, previous: string | null) {
  await db
    .updateTable('notification_settings')
    .set({ last_digest_at: previous })
    .where('account_id', '=', accountId)
    .execute();
}

/** What a digest tells: the account's notifications neither read nor mailed. */
export function unmailed(db: Db, accountId: number) {
  return db
    .selectFrom('notifications')
    .select(['id', 'subject', 'kind', 'count', 'updated_at'])
    .where('account_id', '=', accountId)
    .where('mailed_at', 'is', null)
    .where('read_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .execute();
}

export async function markMailed(db: Db, ids: readonly number[], at: string) {
  if (ids.length === 0) return;
  await db.updateTable('notifications').set({ mailed_at: at }).where('id', 'in', ids).execute();
}

/** The address and login a digest goes to. */
export function recipient(db: Db, accountId: number) {
  return db
    .selectFrom('users')
    .select(['login', 'email'])
    .where('id', '=', accountId)
    .executeTakeFirst();
}

/** Forgets read notifications older than a date. */
export async function forgetRead(db: Db, readBefore: string) {
  await db.deleteFrom('notifications').where('read_at', '<', readBefore).execute();
}
