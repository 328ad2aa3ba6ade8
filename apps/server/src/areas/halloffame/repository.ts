import type { Insertable, Kysely } from 'kysely';
import type { SiteLanguage } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { HofEntriesTable } from './table.ts';

type Db = Kysely<Database>;

export function listHof(db: Db, language: SiteLanguage) {
  return db
    .selectFrom('hof_entries')
    .select(['avatar_preview as avatar', `text_${language} as text`])
    .orderBy('pos')
    .orderBy('id')
    .execute();
}

export function listEntries(db: Db) {
  return db.selectFrom('hof_entries').selectAll().orderBy('pos').orderBy('id').execute();
}

export function findEntry(db: Db, id: number) {
  return db.selectFrom('hof_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertEntry(db: Db, entry: Insertable<HofEntriesTable>): Promise<number> {
  const row = await db
    .insertInto('hof_entries')
    .values(entry)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateEntry(
  db: Db,
  id: number,
  changes: Partial<Insertable<HofEntriesTable>>,
): Promise<void> {
  await db.updateTable('hof_entries').set(changes).where('id', '=', id).execute();
}

export async function deleteEntry(db: Db, id: number): Promise<void> {
  await db.deleteFrom('hof_entries').where('id', '=', id).execute();
}

/** When the latest entry was added, for the sitemap. */
export async function lastEntryDate(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('hof_entries')
    .select((eb) => eb.fn.max('created_at').as('last'))
    .executeTakeFirst();
  return row?.last ?? null;
}
