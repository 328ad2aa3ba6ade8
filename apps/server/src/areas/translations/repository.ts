import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

/** Whether the site knows this language (its code in `languages`). */
export async function languageExists(db: Db, language: string): Promise<boolean> {
  const row = await db
    .selectFrom('languages')
    .where('code', '=', language)
    .select('code')
    .executeTakeFirst();
  return row !== undefined;
}
