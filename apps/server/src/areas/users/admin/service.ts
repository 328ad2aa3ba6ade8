import {
  isUserPageQuery,
  USER_PAGE_SIZE,
  type AccountLevel,
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
  { db }: UsersDeps,
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
    if (user.accountlevel !== level) await users.updateLevel(trx, id, level);
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
      await users.suspendUser(trx, id, clock.now());
    } else {
      await users.reinstateUser(trx, id);
    }
    return users.toUser((await users.findUserById(trx, id))!);
  });
}

/** Undoes every edit the account made since a time, in each area that keeps edits. */
export async function rollbackAccount(
  { db }: UsersDeps,
  moderation: FastifyInstance['moderation'],
  viewer: Actor | null,
  id: number,
  since: string,
): Promise<RollbackAnswer> {
  ensureCanModerateAccounts(viewer);
  if (!(await users.findUserById(db, id))) throw notFound();
  return moderation.rollback({ accountId: id, since, by: viewer });
}
