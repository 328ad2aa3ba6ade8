import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CheckDismissal, CheckDismissalInput } from '@millenaire/contracts';
import { dismissalKey } from '@millenaire/modfiles';
import { loginOf } from '../../../db/authors.ts';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database>;

const keyHash = ({ element, line, code, value }: CheckDismissalInput) =>
  createHash('sha256')
    .update(dismissalKey(element, line, code, value))
    .digest('hex');

/** A language's dismissed checks (of one file, when named), oldest first. */
export async function listDismissals(
  db: Db,
  language: string,
  filekey?: string,
): Promise<(CheckDismissal & { filekey: string })[]> {
  let query = db
    .selectFrom('translation_check_dismissals as d')
    .select([
      'd.filekey',
      'd.element',
      'd.line',
      'd.code',
      'd.value',
      loginOf('d.by_id').as('by'),
      'd.at',
    ])
    .where('d.language', '=', language);
  if (filekey !== undefined) query = query.where('d.filekey', '=', filekey);
  return query.orderBy('d.id').execute();
}

/** Keeps a dismissal; the same one said again changes nothing. */
export async function insertDismissal(
  db: Db,
  language: string,
  filekey: string,
  dismissal: CheckDismissalInput,
  by: number,
  at: string,
): Promise<void> {
  await db
    .insertInto('translation_check_dismissals')
    .values({ language, filekey, ...dismissal, key_hash: keyHash(dismissal), by_id: by, at })
    .onConflict((oc) => oc.columns(['language', 'filekey', 'key_hash']).doNothing())
    .execute();
}

export async function deleteDismissal(
  db: Db,
  language: string,
  filekey: string,
  dismissal: CheckDismissalInput,
): Promise<void> {
  await db
    .deleteFrom('translation_check_dismissals')
    .where('language', '=', language)
    .where('filekey', '=', filekey)
    .where('key_hash', '=', keyHash(dismissal))
    .execute();
}
