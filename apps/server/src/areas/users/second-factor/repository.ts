import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database>;

/** Keeps a secret being set up, beside the one in use (if any). */
export async function setPendingSecret(db: Db, userId: number, secret: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ second_factor_pending: secret })
    .where('id', '=', userId)
    .execute();
}

/**
 * The pending secret becomes the one in use, with its first accepted step,
 * unless another confirmation took it meanwhile: false then.
 */
export async function confirmPendingSecret(
  db: Db,
  userId: number,
  secret: string,
  step: number,
): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ second_factor_secret: secret, second_factor_pending: null, second_factor_step: step })
    .where('id', '=', userId)
    .where('second_factor_pending', '=', secret)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Records that a code of this step was accepted, unless one of this step or a
 * later one already was: false then, and the code must be refused (two
 * requests carrying one code at once: only one passes).
 */
export async function takeStep(db: Db, userId: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('users')
    .set({ second_factor_step: step })
    .where('id', '=', userId)
    .where((eb) =>
      eb.or([eb('second_factor_step', 'is', null), eb('second_factor_step', '<', step)]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Turns the second factor off: the secrets and the recovery codes go. */
export async function clearSecondFactor(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ second_factor_secret: null, second_factor_pending: null, second_factor_step: null })
    .where('id', '=', userId)
    .execute();
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
}

/** Replaces the account's recovery codes. */
export async function replaceRecoveryCodes(
  db: Db,
  userId: number,
  hashes: string[],
): Promise<void> {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

/** Uses a recovery code once: false when it is not one of the account's, or already used. */
export async function useRecoveryCode(
  db: Db,
  userId: number,
  hash: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function countRecoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('recovery_codes')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
