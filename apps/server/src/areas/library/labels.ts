import type { Kysely } from 'kysely';
import type { SiteLanguage } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';

// The library's categories and cultures: two tables of labels alike.

type Db = Kysely<Database>;
export type LabelTable = 'library_categories' | 'library_cultures';

export function listLabels(db: Db, table: LabelTable, language: SiteLanguage) {
  return db
    .selectFrom(table)
    .select(['id', `label_${language} as label`])
    .orderBy('pos')
    .orderBy('id')
    .execute();
}

export async function labelExists(db: Db, table: LabelTable, id: number): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}

/** Adds labels after the table's last ones, in the given order. */
export async function insertLabels(
  db: Db,
  table: LabelTable,
  labels: { label_en: string; label_fr: string }[],
): Promise<void> {
  await db
    .insertInto(table)
    .values(labels.map((label, i) => ({ ...label, pos: i + 1 })))
    .execute();
}

/** The id of the label with this English text, if any. */
export async function findLabelId(
  db: Db,
  table: LabelTable,
  labelEn: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where('label_en', '=', labelEn)
    .executeTakeFirst();
  return row?.id;
}
