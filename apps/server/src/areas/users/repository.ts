import type { Kysely } from 'kysely';
import type { AccountLevel } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

export interface NewUser {
  login: string;
  email: string | null;
  passwordHash: string;
  accountlevel: AccountLevel;
}

export async function insertUser(db: Db, user: NewUser): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      login: user.login,
      login_key: user.login.toLowerCase(),
      email: user.email,
      password_hash: user.passwordHash,
      accountlevel: user.accountlevel,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
