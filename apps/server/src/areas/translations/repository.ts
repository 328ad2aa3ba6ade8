import type { Kysely } from 'kysely';
import type { SiteLanguage, TranslationStatusItem } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { LanguagesTable } from './table.ts';

type Db = Kysely<Database>;

/** The mod's languages with their completion, most complete first. */
export async function listLanguageStatus(
  db: Db,
  language: SiteLanguage,
): Promise<TranslationStatusItem[]> {
  const rows = await db
    .selectFrom('languages')
    .selectAll()
    .orderBy('percentage', 'desc')
    .orderBy('code')
    .execute();
  return rows.map((row) => ({
    lang: row.code,
    name_native: row.name_native,
    name: language === 'fr' ? row.name_fr : row.name_en,
    percentage: row.percentage,
  }));
}

export async function insertLanguages(db: Db, languages: LanguagesTable[]): Promise<void> {
  if (languages.length === 0) return;
  await db.insertInto('languages').values(languages).execute();
}
