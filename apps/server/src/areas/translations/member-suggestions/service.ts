import {
  applyEdit,
  editErrors,
  isFileKey,
  parseLangFile,
  serializeLangFile,
  splitContent,
} from '@millenaire/modfiles';
import type {
  MemberSuggestion,
  MemberSuggestionInput,
  MemberSuggestionList,
  MemberSuggestionStatus,
} from '@millenaire/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import type { Actor } from '../../../platform/http/auth.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { COMPLETION_REFERENCE, type TranslationsDeps } from '../deps.ts';
import { ensureLanguage } from '../file-info.ts';
import { findFile } from '../file-repository.ts';
import { elementsAt, latestText, writeFileVersion } from '../file-write.ts';
import { ensureCanSaveTranslation, ensureCanSuggestTranslation } from '../policy.ts';
import {
  decideSuggestion,
  findSameOpen,
  findSuggestion,
  insertSuggestion,
  listSuggestions,
  setAcceptedRevision,
  type SuggestionRow,
} from './repository.ts';

type Db = Kysely<Database>;

/** How often an accept is made again when a save of the same file lands in between. */
const ACCEPT_ATTEMPTS = 20;

/** The field of a 409 CONFLICT answered when the suggestion was decided already. */
export const DECIDED_FIELD = 'suggestion';

const sameLines = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/** The English elements of a file, 404 unless the language is the mod's and the English file exists. */
async function englishOf(deps: TranslationsDeps, language: string, filekey: string) {
  if (!isFileKey(filekey)) throw notFound();
  await ensureLanguage(deps, language);
  const english = await findFile(deps.db, COMPLETION_REFERENCE, filekey);
  if (!english) throw notFound();
  return {
    english,
    elements: await elementsAt(deps.db, COMPLETION_REFERENCE, filekey, english.revision),
  };
}

/** The element's lines in the language's latest version ([] when it has none, or no file yet). */
async function currentLines(db: Db, language: string, filekey: string, element: string) {
  const file = await findFile(db, language, filekey);
  if (!file) return { revision: 0, lines: [] as string[] };
  const elements = await elementsAt(db, language, filekey, file.revision);
  return {
    revision: file.revision,
    lines: Object.hasOwn(elements, element) ? elements[element]! : [],
  };
}

/** What a save of these lines would refuse (a `=` in a value, a line break...): 400 then. */
function ensureWritable(filekey: string, element: string, lines: string[]): void {
  const { type } = parseLangFile('', filekey);
  if (editErrors(type, { elements: { [element]: lines } }).length > 0) {
    throw new AppError(400, 'INVALID_INPUT', 'lines');
  }
  if (!lines.some((line) => line.trim() !== '')) throw new AppError(400, 'INVALID_INPUT', 'lines');
}

function answerOf(row: SuggestionRow, current: Record<string, string[]>): MemberSuggestion {
  const now = Object.hasOwn(current, row.element) ? current[row.element]! : [];
  return {
    id: row.id,
    element: row.element,
    lines: row.lines,
    base: row.base,
    stale: row.status === 'open' && !sameLines(row.base, now),
    author: row.author,
    createdon: row.createdAt,
    status: row.status as MemberSuggestionStatus,
    decidedby: row.decidedBy,
    decidedon: row.decidedAt,
    reason: row.reason,
    acceptedlines: row.acceptedLines,
    revision: row.revision,
  };
}

/**
 * A file's member suggestions in a language: the open ones (each marked
 * stale when its line was saved with another value since), and the decided
 * or closed ones. A file not translated yet may have some.
 */
export async function fileSuggestions(
  deps: TranslationsDeps,
  language: string,
  filekey: string,
): Promise<MemberSuggestionList> {
  await englishOf(deps, language, filekey);
  const file = await findFile(deps.db, language, filekey);
  const current = file ? await elementsAt(deps.db, language, filekey, file.revision) : {};
  const { open, decided } = await listSuggestions(deps.db, language, filekey);
  return {
    open: open.map((row) => answerOf(row, current)),
    decided: decided.map((row) => answerOf(row, current)),
  };
}

/**
 * Any member suggests lines for one element of the English file; the
 * element's lines in the translation now are kept beside them. The same
 * author suggesting the same lines again adds nothing, and lines equal to
 * the translation's are refused (400).
 */
export async function suggestLines(
  deps: TranslationsDeps,
  viewer: Actor | null,
  language: string,
  filekey: string,
  input: MemberSuggestionInput,
): Promise<MemberSuggestionList> {
  ensureCanSuggestTranslation(viewer);
  const { elements } = await englishOf(deps, language, filekey);
  if (!Object.hasOwn(elements, input.element)) throw new AppError(400, 'INVALID_INPUT', 'element');
  ensureWritable(filekey, input.element, input.lines);
  const { lines: base } = await currentLines(deps.db, language, filekey, input.element);
  if (sameLines(base, input.lines)) throw new AppError(400, 'INVALID_INPUT', 'lines');
  const suggestion = {
    language,
    filekey,
    element: input.element,
    lines: input.lines,
    base,
    authorId: viewer.id,
    createdAt: deps.clock.now().toISOString(),
  };
  if ((await findSameOpen(deps.db, suggestion)) === undefined) {
    await insertSuggestion(deps.db, suggestion);
  }
  return fileSuggestions(deps, language, filekey);
}

/** The suggestion of this file, 404 otherwise; 409 (field `suggestion`) once decided. */
async function openSuggestion(db: Db, language: string, filekey: string, id: number) {
  const row = await findSuggestion(db, id);
  if (!row || row.language !== language || row.filekey !== filekey) throw notFound();
  if (row.status !== 'open') throw new AppError(409, 'CONFLICT', DECIDED_FIELD);
  return row;
}

/** One try at an accept: the decision and the new version together, or neither. */
async function acceptOnce(
  deps: TranslationsDeps,
  viewer: Actor,
  row: SuggestionRow,
  lines: string[],
): Promise<void> {
  const { language, filekey, element } = row;
  const at = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    // First, so that of two translators accepting at once one waits here and finds it decided.
    const decision = { status: 'accepted' as const, by: viewer.id, at: at.toISOString() };
    if (!(await decideSuggestion(trx, row.id, { ...decision, acceptedLines: lines }))) {
      throw new AppError(409, 'CONFLICT', DECIDED_FIELD);
    }
    const existing = await findFile(trx, language, filekey);
    const english = await findFile(trx, COMPLETION_REFERENCE, filekey);
    if (!english) throw notFound();
    const before = existing ? await latestText(trx, language, filekey) : '';
    const parsed = parseLangFile(before, filekey);
    const edited = applyEdit(parsed, { elements: { [element]: lines } });
    const text = serializeLangFile(edited);
    if (existing && text === before) {
      await setAcceptedRevision(trx, row.id, existing.revision);
      return;
    }
    const written = await writeFileVersion(trx, {
      language,
      filekey,
      // A file started by this suggestion is named as the editor names a new one.
      filename:
        existing?.filename ??
        (filekey === 'lang' ? `${language}_${language}.lang` : english.filename),
      text,
      basedOn: existing?.revision ?? 0,
      version: existing?.version ?? english.version,
      // Credited to the suggestion's author; who accepted it is kept on the suggestion.
      authorId: row.authorId,
      initialImport: false,
      createdAt: at,
      parsed: { before: splitContent(parsed).elements, after: splitContent(edited).elements },
    });
    await setAcceptedRevision(trx, row.id, written.revision);
  });
}

/**
 * A translator accepts a suggestion, as it is or with their own changes to
 * its lines: the lines become the element's value in a new version of the
 * file, written in the suggestion's author's name (history, recent changes,
 * reviews and counts follow), and the author is told. Of two translators
 * accepting it at once, one wins and the other gets 409 CONFLICT (field
 * `suggestion`).
 */
export async function acceptSuggestion(
  deps: TranslationsDeps,
  viewer: Actor | null,
  language: string,
  filekey: string,
  id: number,
  edited: string[] | undefined,
): Promise<MemberSuggestionList> {
  ensureCanSaveTranslation(viewer);
  const { elements } = await englishOf(deps, language, filekey);
  const row = await openSuggestion(deps.db, language, filekey, id);
  if (!Object.hasOwn(elements, row.element)) throw new AppError(409, 'CONFLICT', DECIDED_FIELD);
  const lines = edited ?? row.lines;
  ensureWritable(filekey, row.element, lines);
  for (let attempt = 1; ; attempt++) {
    try {
      await acceptOnce(deps, viewer, row, lines);
      break;
    } catch (err) {
      // A save of the file landed in between: made again on top of it.
      const fileConflict =
        err instanceof AppError && err.key === 'CONFLICT' && err.field !== DECIDED_FIELD;
      if (!fileConflict || attempt >= ACCEPT_ATTEMPTS) throw err;
    }
  }
  deps.status.clear();
  await deps.notices?.publish({
    subject: `suggestion:${id}`,
    kind: 'suggestion',
    actorId: viewer.id,
  });
  return fileSuggestions(deps, language, filekey);
}

/** A translator rejects a suggestion, with a reason for its author or none; the author is told. */
export async function rejectSuggestion(
  deps: TranslationsDeps,
  viewer: Actor | null,
  language: string,
  filekey: string,
  id: number,
  reason: string | undefined,
): Promise<MemberSuggestionList> {
  ensureCanSaveTranslation(viewer);
  await englishOf(deps, language, filekey);
  await openSuggestion(deps.db, language, filekey, id);
  const decided = await decideSuggestion(deps.db, id, {
    status: 'rejected',
    by: viewer.id,
    at: deps.clock.now().toISOString(),
    reason: reason === undefined || reason === '' ? null : reason,
  });
  if (!decided) throw new AppError(409, 'CONFLICT', DECIDED_FIELD);
  await deps.notices?.publish({
    subject: `suggestion:${id}`,
    kind: 'suggestion',
    actorId: viewer.id,
  });
  return fileSuggestions(deps, language, filekey);
}
