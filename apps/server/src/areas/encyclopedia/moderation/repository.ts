import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database>;

/** One text an account changed since a time: its first version there, and how many it wrote. */
export interface AccountEdits {
  subject: string;
  first: number;
  count: number;
}

/** The texts under a subject prefix that an account wrote versions of since a time. */
export async function listAccountEdits(
  db: Db,
  subjectPrefix: string,
  accountId: number,
  since: string,
): Promise<AccountEdits[]> {
  const rows = await db
    .selectFrom('text_versions')
    .select((eb) => [
      'subject',
      eb.fn.min<number>('version').as('first'),
      eb.fn.countAll<number>().as('count'),
    ])
    .where('subject', 'like', `${subjectPrefix}%`)
    .where('author_id', '=', accountId)
    .where('created_at', '>=', since)
    .groupBy('subject')
    .orderBy('subject')
    .execute();
  // PostgreSQL's count arrives as a bigint parsed to a number, SQLite's as a number.
  return rows.map((row) => ({ ...row, first: Number(row.first), count: Number(row.count) }));
}
