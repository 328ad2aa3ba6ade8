import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';

/** The kinds of names the translation centre's glossary takes from the encyclopedia. */
const NAMED = {
  cultures: 'culture',
  villagers: 'villager',
  buildings: 'building',
  tradegoods: 'tradegood',
} as const;
export type NamedKind = (typeof NAMED)[keyof typeof NAMED];

export interface EncyclopediaName {
  kind: NamedKind;
  en: string;
  fr: string;
}

/**
 * Culture, villager, building and trade-good names in English and French:
 * each entry that has a label in both, in the encyclopedia's order, one
 * query.
 */
export async function encyclopediaNames(db: Kysely<Database>): Promise<EncyclopediaName[]> {
  const rows = await db
    .selectFrom('encyclopedia_entries')
    .select(['culture', 'type', 'itemkey', 'language', 'label'])
    .where('type', 'in', Object.keys(NAMED))
    .where('language', 'in', ['en', 'fr'])
    .orderBy('position')
    .execute();
  const french = new Map<string, string>();
  const key = (row: (typeof rows)[number]) => `${row.culture}\n${row.type}\n${row.itemkey}`;
  for (const row of rows) if (row.language === 'fr') french.set(key(row), row.label);
  return rows.flatMap((row) => {
    const fr = french.get(key(row));
    if (row.language !== 'en' || !fr || !row.label) return [];
    return [{ kind: NAMED[row.type as keyof typeof NAMED], en: row.label, fr }];
  });
}
