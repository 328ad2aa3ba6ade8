import type { Kysely } from 'kysely';
import { MEMBER_SUGGESTIONS_DECIDED_LIMIT } from '@millenaire/contracts';
import { loginOf } from '../../../db/authors.ts';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database>;

/** A suggestion as stored, its lines parsed, with its author's and decider's logins. */
export interface SuggestionRow {
  id: number;
  language: string;
  filekey: string;
  element: string;
  lines: string[];
  base: string[];
  authorId: number | null;
  author: string | null;
  createdAt: string;
  status: string;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
  acceptedLines: string[] | null;
  revision: number | null;
}

function suggestions(db: Db) {
  return db
    .selectFrom('translation_suggestions as s')
    .select([
      's.id',
      's.language',
      's.filekey',
      's.element',
      's.lines',
      's.base',
      's.author_id as authorId',
      loginOf('s.author_id').as('author'),
      's.created_at as createdAt',
      's.status',
      loginOf('s.decided_by').as('decidedBy'),
      's.decided_at as decidedAt',
      's.reason',
      's.accepted_lines as acceptedLines',
      's.revision',
    ]);
}

type Stored = Omit<SuggestionRow, 'lines' | 'base' | 'acceptedLines'> & {
  lines: string;
  base: string;
  acceptedLines: string | null;
};

const parsed = (row: Stored): SuggestionRow => ({
  ...row,
  lines: JSON.parse(row.lines) as string[],
  base: JSON.parse(row.base) as string[],
  acceptedLines: row.acceptedLines === null ? null : (JSON.parse(row.acceptedLines) as string[]),
});

/** A file's open suggestions, oldest first, and its others, newest decided first. */
export async function listSuggestions(
  db: Db,
  language: string,
  filekey: string,
): Promise<{ open: SuggestionRow[]; decided: SuggestionRow[] }> {
  const ofFile = suggestions(db)
    .where('s.language', '=', language)
    .where('s.filekey', '=', filekey);
  const [open, decided] = await Promise.all([
    ofFile.where('s.status', '=', 'open').orderBy('s.id').execute(),
    ofFile
      .where('s.status', '!=', 'open')
      .orderBy('s.decided_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(MEMBER_SUGGESTIONS_DECIDED_LIMIT)
      .execute(),
  ]);
  return { open: open.map(parsed), decided: decided.map(parsed) };
}

export async function findSuggestion(db: Db, id: number): Promise<SuggestionRow | undefined> {
  const row = await suggestions(db).where('s.id', '=', id).executeTakeFirst();
  return row ? parsed(row) : undefined;
}

/** Several suggestions by id (the notifications name them). */
export async function findSuggestions(db: Db, ids: number[]): Promise<SuggestionRow[]> {
  if (ids.length === 0) return [];
  return (await suggestions(db).where('s.id', 'in', ids).execute()).map(parsed);
}

export interface NewSuggestion {
  language: string;
  filekey: string;
  element: string;
  lines: string[];
  base: string[];
  authorId: number;
  createdAt: string;
}

/** The same author's open suggestion of these very lines for the element, if any. */
export async function findSameOpen(db: Db, input: NewSuggestion): Promise<number | undefined> {
  const row = await db
    .selectFrom('translation_suggestions')
    .select('id')
    .where('language', '=', input.language)
    .where('filekey', '=', input.filekey)
    .where('element', '=', input.element)
    .where('author_id', '=', input.authorId)
    .where('status', '=', 'open')
    .where('lines', '=', JSON.stringify(input.lines))
    .executeTakeFirst();
  return row?.id;
}

export async function insertSuggestion(db: Db, input: NewSuggestion): Promise<void> {
  await db
    .insertInto('translation_suggestions')
    .values({
      language: input.language,
      filekey: input.filekey,
      element: input.element,
      lines: JSON.stringify(input.lines),
      base: JSON.stringify(input.base),
      author_id: input.authorId,
      created_at: input.createdAt,
    })
    .execute();
}

export interface Decision {
  status: 'accepted' | 'rejected';
  by: number;
  at: string;
  reason?: string | null;
  acceptedLines?: string[];
  revision?: number;
}

/**
 * Decides an open suggestion; false when it was not open any more (another
 * translator decided it first). On PostgreSQL the row stays locked until the
 * transaction ends, so a parallel decision waits and then finds it decided.
 */
export async function decideSuggestion(db: Db, id: number, decision: Decision): Promise<boolean> {
  const result = await db
    .updateTable('translation_suggestions')
    .set({
      status: decision.status,
      decided_by: decision.by,
      decided_at: decision.at,
      reason: decision.reason ?? null,
      accepted_lines: decision.acceptedLines ? JSON.stringify(decision.acceptedLines) : null,
      revision: decision.revision ?? null,
    })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The revision that holds an accepted suggestion's lines, once written. */
export async function setAcceptedRevision(db: Db, id: number, revision: number): Promise<void> {
  await db.updateTable('translation_suggestions').set({ revision }).where('id', '=', id).execute();
}

/** Open suggestions per file key of a language (of one file, when named). */
export async function countOpen(
  db: Db,
  language: string,
  filekey?: string,
): Promise<Map<string, number>> {
  let query = db
    .selectFrom('translation_suggestions')
    .select(['filekey', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('language', '=', language)
    .where('status', '=', 'open');
  if (filekey !== undefined) query = query.where('filekey', '=', filekey);
  const rows = await query.groupBy('filekey').execute();
  return new Map(rows.map((row) => [row.filekey, Number(row.count)]));
}

/**
 * Closes the open suggestions of a file key (in one language, or in every one)
 * whose element the English file no longer has: kept, listed as closed.
 */
export async function closeGone(
  db: Db,
  filekey: string,
  language: string | null,
  english: Readonly<Record<string, unknown>>,
  at: string,
): Promise<void> {
  let query = db
    .selectFrom('translation_suggestions')
    .select(['id', 'element'])
    .where('filekey', '=', filekey)
    .where('status', '=', 'open');
  if (language !== null) query = query.where('language', '=', language);
  const gone = (await query.execute())
    .filter((row) => !Object.hasOwn(english, row.element))
    .map((row) => row.id);
  if (gone.length === 0) return;
  await db
    .updateTable('translation_suggestions')
    .set({ status: 'closed', decided_at: at })
    .where('id', 'in', gone)
    .where('status', '=', 'open')
    .execute();
}

/**
 * Closes an account's open suggestions made since a time (an administrator's
 * rollback): kept, listed as closed by the administrator. Answers how many.
 */
export async function closeSuggestionsBy(
  db: Db,
  window: { accountId: number; since: string },
  closed: { at: string; by: number },
): Promise<number> {
  const result = await db
    .updateTable('translation_suggestions')
    .set({ status: 'closed', decided_at: closed.at, decided_by: closed.by })
    .where('author_id', '=', window.accountId)
    .where('created_at', '>=', window.since)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
