import type { Kysely } from 'kysely';
import { chunks } from '../../db/chunks.ts';
import type { Database } from '../../db/database.ts';

type Db = Kysely<Database>;

export interface ReferenceChange {
  element: string;
  before: string[];
  after: string[];
}

/**
 * A language's translated elements whose English text changed: each is to
 * review again. A line still to review keeps the English it was translated
 * from (only its "now" moves on); one reviewed before starts from the text it
 * was reviewed against. A line whose English came back to that text needs no
 * review any more.
 */
export async function markToReview(
  db: Db,
  language: string,
  filekey: string,
  changes: ReferenceChange[],
  at: string,
): Promise<void> {
  if (changes.length === 0) return;
  for (const part of chunks(changes)) {
    await db
      .insertInto('translation_reviews')
      .values(
        part.map((change) => ({
          language,
          filekey,
          element: change.element,
          reference_before: JSON.stringify(change.before),
          reference_after: JSON.stringify(change.after),
          changed_at: at,
          reviewed_at: null,
          reviewed_by: null,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['language', 'filekey', 'element']).doUpdateSet((eb) => ({
          reference_before: eb
            .case()
            .when('translation_reviews.reviewed_at', 'is', null)
            .then(eb.ref('translation_reviews.reference_before'))
            .else(eb.ref('excluded.reference_before'))
            .end(),
          reference_after: eb.ref('excluded.reference_after'),
          changed_at: eb.ref('excluded.changed_at'),
          reviewed_at: null,
          reviewed_by: null,
        })),
      )
      .execute();
  }
  await db
    .deleteFrom('translation_reviews')
    .where('language', '=', language)
    .where('filekey', '=', filekey)
    .whereRef('reference_before', '=', 'reference_after')
    .execute();
}

/** Elements the English file no longer has: nothing of them is left to review, in any language. */
export async function forgetElements(db: Db, filekey: string, elements: string[]): Promise<void> {
  for (const part of chunks(elements)) {
    await db
      .deleteFrom('translation_reviews')
      .where('filekey', '=', filekey)
      .where('element', 'in', part)
      .execute();
  }
}

/**
 * Marks lines reviewed (`by` saved or confirmed them) or, with `by` null,
 * to review again; answers how many changed state.
 */
export async function setReviewed(
  db: Db,
  language: string,
  filekey: string,
  elements: string[],
  review: { at: string; by: number | null } | null,
): Promise<number> {
  let changed = 0;
  for (const part of chunks(elements)) {
    const result = await db
      .updateTable('translation_reviews')
      .set(
        review
          ? { reviewed_at: review.at, reviewed_by: review.by }
          : { reviewed_at: null, reviewed_by: null },
      )
      .where('language', '=', language)
      .where('filekey', '=', filekey)
      .where('element', 'in', part)
      .where('reviewed_at', review ? 'is' : 'is not', null)
      .executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

/**
 * Lines an account reviewed since a time (confirmed or saved) are to review
 * again, and their files counted anew; answers how many.
 */
export async function reopenReviewsBy(db: Db, accountId: number, since: string): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .updateTable('translation_reviews')
      .set({ reviewed_at: null, reviewed_by: null })
      .where('reviewed_by', '=', accountId)
      .where('reviewed_at', '>=', since)
      .returning(['filekey'])
      .execute();
    for (const filekey of new Set(rows.map((row) => row.filekey))) await countReviews(trx, filekey);
    return rows.length;
  });
}

/** Sets the files' count of lines to review from their rows (all languages when none is named). */
export async function countReviews(db: Db, filekey: string, language?: string): Promise<void> {
  let query = db
    .updateTable('translation_files')
    .set((eb) => ({
      review_count: eb
        .selectFrom('translation_reviews as r')
        .whereRef('r.language', '=', 'translation_files.language')
        .whereRef('r.filekey', '=', 'translation_files.filekey')
        .where('r.reviewed_at', 'is', null)
        .select((c) => c.fn.countAll<number>().as('n')),
    }))
    .where('filekey', '=', filekey);
  if (language !== undefined) query = query.where('language', '=', language);
  await query.execute();
}

export interface OpenReview {
  before: string[];
  after: string[];
  changedon: string;
}

/** A file's lines to review, by element. */
export async function openReviews(
  db: Db,
  language: string,
  filekey: string,
): Promise<Record<string, OpenReview>> {
  const rows = await db
    .selectFrom('translation_reviews')
    .where('language', '=', language)
    .where('filekey', '=', filekey)
    .where('reviewed_at', 'is', null)
    .select(['element', 'reference_before', 'reference_after', 'changed_at'])
    .orderBy('element')
    .execute();
  const out: Record<string, OpenReview> = {};
  for (const row of rows) {
    out[row.element] = {
      before: JSON.parse(row.reference_before) as string[],
      after: JSON.parse(row.reference_after) as string[],
      changedon: row.changed_at,
    };
  }
  return out;
}
