import type { Insertable, Kysely } from 'kysely';
import type { CultureRecord, ItemRecord } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { EncyclopediaEntriesTable } from './table.ts';

type Db = Kysely<Database>;
export type NewEntry = Insertable<EncyclopediaEntriesTable>;

export interface EntryKey {
  culture: string;
  type: string;
  itemkey: string;
  language: string;
}

/** Every culture's own entry in a language, in the export's order. */
export async function listCultures(db: Db, language: string): Promise<CultureRecord[]> {
  const rows = await db
    .selectFrom('encyclopedia_entries')
    .select(['itemkey', 'label', 'iconkey'])
    .where('type', '=', 'cultures')
    .where('language', '=', language)
    .orderBy('position')
    .execute();
  return rows as CultureRecord[];
}

/** The label and travel-book JSON of one entry. */
export function findEntry(
  db: Db,
  key: EntryKey,
): Promise<{ label: string; data: string } | undefined> {
  return db
    .selectFrom('encyclopedia_entries')
    .select(['label', 'data'])
    .where('culture', '=', key.culture)
    .where('type', '=', key.type)
    .where('itemkey', '=', key.itemkey)
    .where('language', '=', key.language)
    .executeTakeFirst();
}

/** A culture's items of one type, in the export's order (category by category). */
export function listItems(
  db: Db,
  culture: string,
  type: string,
  language: string,
): Promise<ItemRecord[]> {
  return db
    .selectFrom('encyclopedia_entries')
    .select(['itemkey', 'label', 'iconkey', 'category', 'categorylabel'])
    .where('language', '=', language)
    .where('type', '=', type)
    .where('culture', '=', culture)
    .orderBy('position')
    .execute();
}

export interface IndexRow extends ItemRecord {
  culture: string;
  type: string;
}

/** Every entry but the cultures' own, in the export's order. */
export function listAllItems(db: Db, language: string): Promise<IndexRow[]> {
  return db
    .selectFrom('encyclopedia_entries')
    .select(['culture', 'type', 'itemkey', 'label', 'iconkey', 'category', 'categorylabel'])
    .where('language', '=', language)
    .where('type', '!=', 'cultures')
    .orderBy('position')
    .execute();
}

/** Rows per insert statement: well under SQLite's and PostgreSQL's parameter limits. */
const BATCH = 200;

/**
 * Replaces every entry of one type in one language by `entries`, as the
 * export's DELETE line says. Returns after each batch through `onBatch`.
 */
export async function replaceEntries(
  db: Db,
  type: string,
  language: string,
  entries: NewEntry[],
  onBatch: (written: number) => void = () => {},
): Promise<void> {
  await db
    .deleteFrom('encyclopedia_entries')
    .where('type', '=', type)
    .where('language', '=', language)
    .execute();
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH);
    await db.insertInto('encyclopedia_entries').values(batch).execute();
    onBatch(batch.length);
  }
}

/** Every entry's title in a language, for the administrators' lists. */
export function listLabels(
  db: Db,
  language: string,
): Promise<{ culture: string; type: string; itemkey: string; label: string }[]> {
  return db
    .selectFrom('encyclopedia_entries')
    .select(['culture', 'type', 'itemkey', 'label'])
    .where('language', '=', language)
    .execute();
}
