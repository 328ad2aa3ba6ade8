import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { TranslationChangesTable } from './table.ts';
import { loginOf } from '../../db/authors.ts';

type Db = Kysely<Database>;

export type NewChange = Omit<TranslationChangesTable, 'id'>;

export async function insertChange(db: Db, change: NewChange): Promise<void> {
  await db.insertInto('translation_changes').values(change).execute();
}

function changesWithAuthors(db: Db) {
  return db
    .selectFrom('translation_changes as c')
    .select([
      'c.language',
      'c.filekey',
      'c.filename',
      'c.version',
      loginOf('c.author_id').as('author'),
      'c.element_count as elementcount',
      'c.initial_import',
      'c.created_at as createdon',
      'c.revision',
    ]);
}

/** The newest changes of every file, newest first. */
export function listRecentChanges(db: Db, limit: number) {
  return changesWithAuthors(db).orderBy('c.id', 'desc').limit(limit).execute();
}

/** The newest saves and imports of one language's files, newest first. */
export function listLanguageChanges(db: Db, language: string, limit: number) {
  return changesWithAuthors(db)
    .where('c.language', '=', language)
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

/** Every version of one file, newest first, with its differences. */
export function listFileChanges(db: Db, language: string, filekey: string) {
  return changesWithAuthors(db)
    .select(['c.changes', 'c.restored_from'])
    .where('c.language', '=', language)
    .where('c.filekey', '=', filekey)
    .orderBy('c.revision', 'desc')
    .execute();
}

/** When a file was last saved or imported: the translation centre's last change, for the sitemap. */
export async function lastChangeDate(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('translation_changes')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .executeTakeFirst();
  return row?.last ?? null;
}
