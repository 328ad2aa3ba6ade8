import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database>;

/** The highest content id: the sitemap's files are ranges of ids up to it. */
export async function highestContentId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('library_contents')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}

/** The confirmed contents whose id is in (after, upTo], by id: one range of the primary key. */
export function listConfirmedInRange(db: Db, after: number, upTo: number) {
  return db
    .selectFrom('library_contents')
    .select(['id', 'modified_at'])
    .where('id', '>', after)
    .where('id', '<=', upTo)
    .where('confirmed', '=', 1)
    .orderBy('id')
    .execute();
}
