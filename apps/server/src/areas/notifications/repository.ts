import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { NotificationsTable } from './table.ts';

type Db = Kysely<Database>;

export type NotificationRow = Selectable<NotificationsTable> & { by: string | null };

/** The subjects an account follows, oldest first. */
export function listFollows(db: Db, accountId: number) {
  return db
    .selectFrom('follows')
    .select(['subject', 'created_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .orderBy('subject')
    .execute();
}

export async function countFollows(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('account_id', '=', accountId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Follows a subject; following it again changes nothing. */
export async function addFollow(db: Db, accountId: number, subject: string, at: string) {
  await db
    .insertInto('follows')
    .values({ account_id: accountId, subject, created_at: at })
    .onConflict((oc) => oc.columns(['account_id', 'subject']).doNothing())
    .execute();
}

export async function removeFollow(db: Db, accountId: number, subject: string) {
  await db
    .deleteFrom('follows')
    .where('account_id', '=', accountId)
    .where('subject', '=', subject)
    .execute();
}

/** Who follows a subject and may still be told: not its actor, no suspended account. */
export async function followersOf(db: Db, subject: string): Promise<number[]> {
  const rows = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.account_id')
    .select('follows.account_id')
    .where('follows.subject', '=', subject)
    .where('users.suspended_at', 'is', null)
    .execute();
  return rows.map((row) => row.account_id);
}

/** The accounts among these that exist and are not suspended. */
export async function activeAccounts(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('id', 'in', ids)
    .where('suspended_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Tells these accounts that something happened to a subject: a new unread
 * notification each, or one more on the unread one they have (in one
 * statement per account, so parallel notices all count).
 */
export async function addNotifications(
  db: Db,
  accounts: readonly number[],
  notice: { subject: string; kind: string; actorId: number; at: string },
): Promise<void> {
  for (const accountId of accounts) {
    await db
      .insertInto('notifications')
      .values({
        account_id: accountId,
        subject: notice.subject,
        kind: notice.kind,
        actor_id: notice.actorId,
        created_at: notice.at,
        updated_at: notice.at,
      })
      .onConflict((oc) =>
        oc
          .columns(['account_id', 'subject', 'kind'])
          .where('read_at', 'is', null)
          .doUpdateSet({
            count: sql<number>`notifications.count + 1`,
            actor_id: notice.actorId,
            updated_at: notice.at,
            // Told again since the last digest: the next one tells it.
            mailed_at: null,
          }),
      )
      .execute();
  }
}

/**
 * An account's notifications, the latest changed first, one more than asked
 * (to tell whether there are more); `before` is the last one of the previous
 * page.
 */
export async function listNotifications(
  db: Db,
  accountId: number,
  limit: number,
  before: number | undefined,
): Promise<NotificationRow[]> {
  let query = db
    .selectFrom('notifications')
    .leftJoin('users', 'users.id', 'notifications.actor_id')
    .selectAll('notifications')
    .select('users.login as by')
    .where('notifications.account_id', '=', accountId);
  if (before !== undefined) {
    const anchor = await db
      .selectFrom('notifications')
      .select('updated_at')
      .where('id', '=', before)
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (!anchor) return [];
    query = query.where((eb) =>
      eb.or([
        eb('notifications.updated_at', '<', anchor.updated_at),
        eb.and([
          eb('notifications.updated_at', '=', anchor.updated_at),
          eb('notifications.id', '<', before),
        ]),
      ]),
    );
  }
  return query
    .orderBy('notifications.updated_at', 'desc')
    .orderBy('notifications.id', 'desc')
    .limit(limit + 1)
    .execute();
}

/** How many unread notifications the account has, per subject. */
export async function unreadBySubject(
  db: Db,
  accountId: number,
): Promise<{ subject: string; unread: number }[]> {
  const rows = await db
    .selectFrom('notifications')
    .select((eb) => ['subject', eb.fn.countAll<string | number>().as('n')])
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null)
    .groupBy('subject')
    .execute();
  return rows.map((row) => ({ subject: row.subject, unread: Number(row.n) }));
}

/** Marks notifications of the account read: these ids, or all of them (`ids` null). */
export async function markRead(
  db: Db,
  accountId: number,
  ids: readonly number[] | null,
  at: string,
): Promise<void> {
  let query = db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('account_id', '=', accountId)
    .where('read_at', 'is', null);
  if (ids) query = query.where('id', 'in', ids);
  await query.execute();
}

export function findSettings(db: Db, accountId: number) {
  return db
    .selectFrom('notification_settings')
    .selectAll()
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

/** Sets the e-mail choice and the language (either left as is when undefined). */
export async function saveSettings(
  db: Db,
  accountId: number,
  change: { email?: boolean; language?: string },
  defaultLanguage: string,
): Promise<void> {
  const set: { email?: number; language?: string } = {};
  if (change.email !== undefined) set.email = change.email ? 1 : 0;
  if (change.language !== undefined) set.language = change.language;
  await db
    .insertInto('notification_settings')
    .values({ account_id: accountId, language: change.language ?? defaultLanguage, ...set })
    .onConflict((oc) =>
      Object.keys(set).length === 0
        ? oc.column('account_id').doNothing()
        : oc.column('account_id').doUpdateSet(set),
    )
    .execute();
}
