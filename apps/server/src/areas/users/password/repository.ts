import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database>;

export async function insertPasswordReset(
  db: Db,
  reset: { userId: number; keyHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      user_id: reset.userId,
      key_hash: reset.keyHash,
      created_at: reset.createdAt.toISOString(),
      expires_at: reset.expiresAt.toISOString(),
    })
    .execute();
}

/** An unused, unexpired reset with this key hash, with its user. */
export function findUsableReset(db: Db, keyHash: string, now: Date) {
  return db
    .selectFrom('password_resets')
    .innerJoin('users', 'users.id', 'password_resets.user_id')
    .select(['password_resets.id as reset_id', 'users.id as user_id', 'users.login', 'users.email'])
    .where('password_resets.key_hash', '=', keyHash)
    .where('password_resets.used_at', 'is', null)
    .where('password_resets.expires_at', '>', now.toISOString())
    .executeTakeFirst();
}

/** Marks every outstanding reset key of the user used: once a password is reset, none works. */
export async function closeResets(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('password_resets')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
