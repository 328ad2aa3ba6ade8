import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database>;

/** Records a solved captcha as used; false when it was used before. Forgets expired ones. */
export async function claimCaptchaSignature(
  db: Db,
  signature: string,
  expiresAt: Date,
  now: Date,
): Promise<boolean> {
  await db.deleteFrom('captcha_uses').where('expires_at', '<', now.toISOString()).execute();
  const inserted = await db
    .insertInto('captcha_uses')
    .values({ signature, expires_at: expiresAt.toISOString() })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0;
}
