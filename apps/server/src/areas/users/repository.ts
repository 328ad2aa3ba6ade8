import type { Kysely, Selectable } from 'kysely';
import {
  needsSecondFactor,
  type AccountLevel,
  type SortOrder,
  type User,
  type UserSort,
} from '@millenaire/contracts';
import { contains } from '../../db/contains.ts';
import type { Database } from '../../db/database.ts';
import type { UsersTable } from './table.ts';

type Db = Kysely<Database>;
export type UserRow = Selectable<UsersTable>;

export interface NewUser {
  login: string;
  email: string | null;
  passwordHash: string;
  accountlevel: AccountLevel;
}

/**
 * The level an account acts with: an administrator without a second factor
 * acts as a confirmed member until one is set up.
 */
export function actingLevel(row: UserRow): AccountLevel {
  return needsSecondFactor(row.accountlevel, row.second_factor_secret !== null)
    ? 'confirmed'
    : row.accountlevel;
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    login: row.login,
    email: row.email,
    accountlevel: row.accountlevel,
    lastlogin: row.lastlogin,
    logincount: Number(row.logincount),
    suspended: row.suspended_at !== null,
    secondFactor: row.second_factor_secret !== null,
  };
}

export async function insertUser(db: Db, user: NewUser, now: Date): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      login: user.login,
      login_key: user.login.toLowerCase(),
      email: user.email,
      password_hash: user.passwordHash,
      accountlevel: user.accountlevel,
      created_at: now.toISOString(),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Administrators not suspended: those who can act. */
export async function countActiveAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .where('accountlevel', '=', 'admin')
    .where('suspended_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes the administrators' rows for the rest of the transaction (a write
 * that changes nothing): a concurrent demotion or suspension of an
 * administrator waits until this one commits, then counts what it left, so
 * two administrators acting on each other at once cannot both pass.
 */
export async function lockAdmins(db: Db): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ accountlevel: eb.ref('accountlevel') }))
    .where('accountlevel', '=', 'admin')
    .execute();
}

/** Administrators not suspended, besides the account `exceptId`. */
export async function countActiveAdminsExcept(db: Db, exceptId: number): Promise<number> {
  const row = await db
    .selectFrom('users')
    .where('accountlevel', '=', 'admin')
    .where('suspended_at', 'is', null)
    .where('id', '!=', exceptId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findUserByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('login_key', '=', login.toLowerCase())
    .executeTakeFirst();
}

export function listUsersByEmail(db: Db, email: string): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).execute();
}

export function listUsers(db: Db): Promise<UserRow[]> {
  return db.selectFrom('users').selectAll().orderBy('login_key').execute();
}

export interface UserSearch {
  /** Part of the login, any case; '' for every account. */
  q: string;
  sort: UserSort;
  order: SortOrder;
  limit: number;
  offset: number;
}

const SORT_COLUMN = {
  login: 'login_key',
  email: 'email',
  accountlevel: 'accountlevel',
  lastlogin: 'lastlogin',
  logincount: 'logincount',
} as const;

function matching(db: Db, q: string) {
  const query = db.selectFrom('users');
  if (q === '') return query;
  return query.where(contains('login_key', q));
}

/**
 * One page of the accounts whose login contains `q`. Ties and missing values
 * (no e-mail, never logged in) sort the same on both databases: missing
 * first going up, last going down, then by login.
 */
export function listUsersPage(db: Db, search: UserSearch): Promise<UserRow[]> {
  const column = SORT_COLUMN[search.sort];
  const desc = search.order === 'desc';
  return matching(db, search.q)
    .selectAll()
    .orderBy(column, (ob) => (desc ? ob.desc().nullsLast() : ob.asc().nullsFirst()))
    .orderBy('login_key', search.order)
    .limit(search.limit)
    .offset(search.offset)
    .execute();
}

export async function countUsersMatching(db: Db, q: string): Promise<number> {
  const row = await matching(db, q)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function recordLogin(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ lastlogin: now.toISOString(), logincount: eb('logincount', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/**
 * Changes the level. Tokens issued before stay valid: the level is read from
 * here on every request, so a promotion or demotion takes effect at once.
 */
export async function updateLevel(db: Db, id: number, level: AccountLevel): Promise<void> {
  await db.updateTable('users').set({ accountlevel: level }).where('id', '=', id).execute();
}

/**
 * Changes the password hash and refuses every token issued before (the
 * site's, and what its OpenID Connect provider gave in a login before now).
 */
export async function updatePassword(
  db: Db,
  id: number,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      password_hash: passwordHash,
      token_version: eb('token_version', '+', 1),
      sessions_ended_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}

/** Refuses every token issued so far (a logout), the provider's logins' too. */
export async function endSessions(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      token_version: eb('token_version', '+', 1),
      sessions_ended_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .execute();
}

/** Suspends the account and refuses every token issued so far. */
export async function suspendUser(db: Db, id: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      suspended_at: now.toISOString(),
      token_version: eb('token_version', '+', 1),
      sessions_ended_at: now.toISOString(),
    }))
    .where('id', '=', id)
    .where('suspended_at', 'is', null)
    .execute();
}

/** Lifts a suspension; the account logs in again like any other. */
export async function reinstateUser(db: Db, id: number): Promise<void> {
  await db.updateTable('users').set({ suspended_at: null }).where('id', '=', id).execute();
}
