import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { GlossaryTermsTable } from '../table.ts';

type Db = Kysely<Database>;
export type TermRow = Selectable<GlossaryTermsTable>;

/** The terms an administrator added for a language and did not remove. */
export function listTerms(db: Db, language: string): Promise<TermRow[]> {
  return db
    .selectFrom('glossary_terms')
    .selectAll()
    .where('language', '=', language)
    .where('deleted_at', 'is', null)
    .orderBy('term_key')
    .execute();
}

/** Adds a term, or gives an existing one (removed or not) this writing and translation. */
export function upsertTerm(
  db: Db,
  term: {
    language: string;
    term: string;
    termKey: string;
    translation: string;
    by: number;
    at: string;
  },
): Promise<TermRow> {
  return db
    .insertInto('glossary_terms')
    .values({
      language: term.language,
      term: term.term,
      term_key: term.termKey,
      translation: term.translation,
      created_by: term.by,
      created_at: term.at,
    })
    .onConflict((oc) =>
      oc.columns(['language', 'term_key']).doUpdateSet({
        term: term.term,
        translation: term.translation,
        created_by: term.by,
        created_at: term.at,
        deleted_at: null,
      }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Removes a term (a date) or brings it back (null); undefined when the language has no such row. */
export function setDeleted(
  db: Db,
  language: string,
  id: number,
  deletedAt: string | null,
): Promise<TermRow | undefined> {
  return db
    .updateTable('glossary_terms')
    .set({ deleted_at: deletedAt })
    .where('id', '=', id)
    .where('language', '=', language)
    .returningAll()
    .executeTakeFirst();
}
