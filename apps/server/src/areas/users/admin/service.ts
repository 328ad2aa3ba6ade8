import {
  isUserPageQuery,
  USER_PAGE_SIZE,
  type AccountLevel,
  type User,
  type UserListQuery,
  type UserPage,
} from '@millenaire/contracts';
import type { Actor } from '../../../infra/auth.ts';
import { notFound } from '../../../infra/errors.ts';
import type { UsersDeps } from '../deps.ts';
import { ensureCanChangeLevel, ensureCanListUsers, ensureKeepsAnAdmin } from '../policy.ts';
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
    users.countAdmins(db),
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
    ensureKeepsAnAdmin(user.accountlevel, level, await users.countAdmins(trx));
    if (user.accountlevel !== level) await users.updateLevel(trx, id, level);
    return users.toUser((await users.findUserById(trx, id))!);
  });
}
