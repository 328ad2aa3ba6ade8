import type { Kysely } from 'kysely';
import type { SiteLanguage, TranslationStatusItem } from '@millenaire/contracts';
import type { Database } from '../../../db/database.ts';
import { COMPLETION_REFERENCE } from '../deps.ts';
import type { LanguagesTable } from '../table.ts';

type Db = Kysely<Database>;

/**
 * The mod's languages with their completion, most complete first: the
 * English elements their files translate over all English elements, from
 * the counts kept on each file when it is saved; and those counts apart:
 * reviewed, to review (their English changed since) and missing.
 */
export async function listLanguageStatus(
  db: Db,
  language: SiteLanguage,
): Promise<TranslationStatusItem[]> {
  const rows = await db
    .selectFrom('languages as l')
    .leftJoin('translation_files as f', 'f.language', 'l.code')
    .select(['l.code as lang', 'l.name_native', `l.name_${language} as name`])
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>('f.translated_count'), eb.lit(0)).as('translated'),
    )
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('f.review_count'), eb.lit(0)).as('toreview'))
    .groupBy(['l.code', 'l.name_native', `l.name_${language}`])
    .execute();
  const total = await db
    .selectFrom('translation_files')
    .where('language', '=', COMPLETION_REFERENCE)
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('element_count'), eb.lit(0)).as('total'))
    .executeTakeFirst();
  const reference = Number(total?.total ?? 0);
  return rows
    .map(({ translated, toreview, ...row }) => {
      const done = Math.min(Number(translated), reference);
      const open = Math.min(Number(toreview), done);
      return {
        ...row,
        percentage: reference === 0 ? 0 : Math.min(100, Math.round((done * 100) / reference)),
        reviewed: done - open,
        toreview: open,
        missing: reference - done,
      };
    })
    .sort((a, b) => b.percentage - a.percentage || a.lang.localeCompare(b.lang));
}

/** Adds the languages not known yet; known ones keep their names. */
export async function insertLanguages(db: Db, languages: LanguagesTable[]): Promise<void> {
  if (languages.length === 0) return;
  await db
    .insertInto('languages')
    .values(languages)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}
