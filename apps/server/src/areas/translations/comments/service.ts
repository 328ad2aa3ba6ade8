import { isFileKey } from '@millenaire/modfiles';
import type {
  TranslationComment,
  TranslationCommentInput,
  TranslationCommentList,
} from '@millenaire/contracts';
import type { Actor } from '../../../platform/http/auth.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { COMPLETION_REFERENCE, type TranslationsDeps } from '../deps.ts';
import { ensureLanguage } from '../file-info.ts';
import { findFile } from '../file-repository.ts';
import { elementsAt } from '../file-write.ts';
import { ensureCanCommentTranslation, ensureCanEditTranslationComment } from '../policy.ts';
import * as repo from './repository.ts';

function toComment(row: repo.CommentRow): TranslationComment {
  return {
    id: row.id,
    element: row.element,
    body: row.body,
    author: row.author,
    authorid: row.author_id,
    postedon: row.created_at,
  };
}

/**
 * The file as comments see it: the language's own and its English reference,
 * either of which may be missing (a translation not started yet is discussed
 * too), but not both.
 */
async function commentedFile(deps: TranslationsDeps, language: string, filekey: string) {
  if (!isFileKey(filekey)) throw notFound();
  await ensureLanguage(deps, language);
  const [own, english] = await Promise.all([
    findFile(deps.db, language, filekey),
    findFile(deps.db, COMPLETION_REFERENCE, filekey),
  ]);
  if (!own && !english) throw notFound();
  return { own, english };
}

/** Whether an element is in the file or in its English reference. */
async function hasElement(
  deps: TranslationsDeps,
  file: Awaited<ReturnType<typeof commentedFile>>,
  element: string,
): Promise<boolean> {
  for (const row of [file.own, file.english]) {
    if (!row) continue;
    const elements = await elementsAt(deps.db, row.language, row.filekey, row.revision);
    if (Object.hasOwn(elements, element)) return true;
  }
  return false;
}

/** A file's comments, oldest first, each with its element: the editor counts and lists them per element. */
export async function fileComments(
  deps: TranslationsDeps,
  language: string,
  filekey: string,
): Promise<TranslationCommentList> {
  await commentedFile(deps, language, filekey);
  const rows = await repo.listComments(deps.db, language, filekey);
  return { comments: rows.map(toComment) };
}

/** A member remarks on one element of the file (plain text, checked by the contract). */
export async function addComment(
  deps: TranslationsDeps,
  viewer: Actor | null,
  language: string,
  filekey: string,
  input: TranslationCommentInput,
): Promise<TranslationComment> {
  ensureCanCommentTranslation(viewer);
  const file = await commentedFile(deps, language, filekey);
  if (!(await hasElement(deps, file, input.element))) throw notFound();
  const id = await repo.insertComment(deps.db, {
    language,
    filekey,
    element: input.element,
    authorId: viewer.id,
    body: input.body,
    at: deps.clock.now().toISOString(),
  });
  const row = await repo.findComment(deps.db, language, filekey, id);
  if (!row) throw notFound();
  return toComment(row);
}

/**
 * Deletes a comment (its author or an administrator), or brings a deleted
 * one back: whoever deleted it, or an administrator, so an author cannot
 * undo a moderator's deletion. Either said twice changes nothing more.
 */
export async function setCommentDeleted(
  deps: TranslationsDeps,
  viewer: Actor | null,
  language: string,
  filekey: string,
  id: number,
  deleted: boolean,
): Promise<TranslationComment> {
  ensureCanCommentTranslation(viewer);
  await commentedFile(deps, language, filekey);
  const row = await repo.findComment(deps.db, language, filekey, id);
  if (!row) throw notFound();
  ensureCanEditTranslationComment(viewer, { authorId: row.author_id });
  if (!deleted && row.deleted_by !== null) {
    ensureCanEditTranslationComment(viewer, { authorId: row.deleted_by });
  }
  if (deleted !== (row.deleted_at !== null)) {
    const at = deps.clock.now().toISOString();
    await repo.setDeleted(deps.db, id, deleted ? { at, by: viewer.id } : null);
  }
  return toComment(row);
}
