import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

export async function countDownload(db: Kysely<Database>, file: string, now: Date) {
  const at = now.toISOString();
  await db
    .insertInto('download_counts')
    .values({ file, count: 1, last_at: at })
    .onConflict((oc) =>
      oc.column('file').doUpdateSet((eb) => ({
        count: eb('download_counts.count', '+', 1),
        last_at: at,
      })),
    )
    .execute();
}

export async function findCount(db: Kysely<Database>, file: string): Promise<number> {
  const row = await db
    .selectFrom('download_counts')
    .select('count')
    .where('file', '=', file)
    .executeTakeFirst();
  return row?.count ?? 0;
}
