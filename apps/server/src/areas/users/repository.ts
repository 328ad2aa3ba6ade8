import type { Kysely, Selectable } from 'kysely';
import type { AccountLevel, User } from '@millenaire/contracts';
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

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    login: row.login,
    email: row.email,
    accountlevel: row.accountlevel,
    lastlogin: row.lastlogin,
    logincount: Number(row.logincount),
  };
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  return db
    .insertInto('users')
    .values({
      login: user.login,
      login_key: user.login.toLowerCase(),
      email: user.email,
      password_hash: user.passwordHash,
      accountlevel: user.accountlevel,
      created_at: new Date().toISOString(),
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

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .where('accountlevel', '=', 'admin')
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

export async function recordLogin(db: Db, id: number): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ lastlogin: new Date().toISOString(), logincount: eb('logincount', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Changes the level and refuses every token issued before. */
export async function updateLevel(db: Db, id: number, level: AccountLevel): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ accountlevel: level, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Changes the password hash and refuses every token issued before. */
export async function updatePassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ password_hash: passwordHash, token_version: eb('token_version', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

export async function insertPasswordReset(
  db: Db,
  reset: { userId: number; keyHash: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: reset.userId,
      key_hash: reset.keyHash,
      created_at: new Date().toISOString(),
      expires_at: reset.expiresAt,
    })
    .execute();
}

/** An unused, unexpired reset with this key hash, with its user. */
export function findUsableReset(db: Db, keyHash: string) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.id as reset_id', 'users.id as user_id', 'users.login', 'users.email'])
    .where('password_resets.key_hash', '=', keyHash)
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', new Date().toISOString())
    .executeTakeFirst();
}

/** Marks every outstanding reset key of the user used: once a password is reset, none works. */
export async function closeResets(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Records a solved captcha as used; false when it was used before. Forgets expired ones. */
export async function claimCaptcha(db: Db, signature: string, expiresAt: string): Promise<boolean> {
  await db.deleteFrom('captcha_uses').where('expires_at', '<', new Date().toISOString()).execute();
  const inserted = await db
    .insertInto('captcha_uses')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
