import {
  isUserPageQuery,
  USER_PAGE_SIZE,
  type AccountLevel,
  type ModerationLog,
  type RollbackAnswer,
  type User,
  type UserListQuery,
  type UserPage,
} from '@millenaire/contracts';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '../../../platform/http/auth.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { UsersDeps } from '../deps.ts';
import {
  ensureCanChangeLevel,
  ensureCanListUsers,
  ensureCanModerateAccounts,
  ensureCanSuspend,
  ensureKeepsAnActiveAdmin,
} from '../policy.ts';
import * as users from '../repository.ts';
import { logModeration, moderationLog } from '../moderation-log.ts';

/**
 * The spec's whole list, or with any option given (search, sort, page) one
 * page of it with the number of matching accounts and of administrators.
 */
export async function listUsers(
  { db }: UsersDeps,
  viewer: Actor | null,
  query: UserListQuery = {},
): Promise<User[] | UserPage> {
  ensureCanListUsers(viewer);
  if (!isUserPageQuery(query)) return (await users.listUsers(db)).map(users.toUser);
  const q = query.q ?? '';
  const limit = query.pagesize ?? USER_PAGE_SIZE;
  const search = {
    q,
    sort: query.sort ?? 'login',
    order: query.order ?? 'asc',
    limit,
    offset: ((query.page ?? 1) - 1) * limit,
  } as const;
  const [rows, total, admins] = await Promise.all([
    users.listUsersPage(db, search),
    users.countUsersMatching(db, q),
    users.countActiveAdmins(db),
  ]);
  return { users: rows.map(users.toUser), total, admins };
}

/** Sets an account's level; its sessions carry on with the new level (users/session). */
export async function setLevel(
  { db, clock }: UsersDeps,
  viewer: Actor | null,
  id: number,
  level: AccountLevel,
): Promise<User> {
  ensureCanChangeLevel(viewer);
  return db.transaction().execute(async (trx) => {
    const user = await users.findUserById(trx, id);
    if (!user) throw notFound();
    // Only an administrator who is not suspended can act: demoting one needs another such.
    if (level !== 'admin') {
      await users.lockAdmins(trx);
      ensureKeepsAnActiveAdmin(user, await users.countActiveAdminsExcept(trx, id));
    }
    if (user.accountlevel !== level) {
      await users.updateLevel(trx, id, level);
      await logModeration(
        trx,
        { by: viewer, account: user, action: 'level', detail: level },
        clock.now(),
      );
    }
    return users.toUser((await users.findUserById(trx, id))!);
  });
}

/**
 * Suspends an account (its sessions end at once, it cannot log in) or
 * reinstates it. Doing what is already done changes nothing.
 */
export async function setSuspension(
  { db, clock }: UsersDeps,
  viewer: Actor | null,
  id: number,
  suspended: boolean,
): Promise<User> {
  ensureCanSuspend(viewer, { id });
  return db.transaction().execute(async (trx) => {
    const user = await users.findUserById(trx, id);
    if (!user) throw notFound();
    if (suspended) {
      await users.lockAdmins(trx);
      ensureKeepsAnActiveAdmin(user, await users.countActiveAdminsExcept(trx, id));
      if (user.suspended_at === null) {
        await users.suspendUser(trx, id, clock.now());
        await logModeration(trx, { by: viewer, account: user, action: 'suspend' }, clock.now());
      }
    } else if (user.suspended_at !== null) {
      await users.reinstateUser(trx, id);
      await logModeration(trx, { by: viewer, account: user, action: 'reinstate' }, clock.now());
    }
    return users.toUser((await users.findUserById(trx, id))!);
  });
}

/** Undoes every edit the account made since a time, in each area that keeps edits. */
export async function rollbackAccount(
  { db, clock }: UsersDeps,
  moderation: FastifyInstance['moderation'],
  viewer: Actor | null,
  id: number,
  since: string,
): Promise<RollbackAnswer> {
  ensureCanModerateAccounts(viewer);
  const user = await users.findUserById(db, id);
  if (!user) throw notFound();
  const undone = await moderation.rollback({ accountId: id, since, by: viewer });
  await logModeration(
    db,
    { by: viewer, account: user, action: 'rollback', detail: since },
    clock.now(),
  );
  return undone;
}

/** What administrators did to accounts, newest first. */
export async function listModerationLog(
  { db }: UsersDeps,
  viewer: Actor | null,
): Promise<ModerationLog> {
  ensureCanModerateAccounts(viewer);
  return { entries: await moderationLog(db) };
}
