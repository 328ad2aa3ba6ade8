import type { TranslationsDeps } from './deps.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import {
  findVersion,
  latestVersion,
  listAccountEdits,
  onTopOfLatest,
  type AccountEdits,
} from '../../platform/text/history/store.ts';
import type { ModerationPart, RollbackRequest } from '../../extensions/moderation.ts';
import { deleteCommentsBy } from './comments/repository.ts';
import { findFile } from './file-repository.ts';
import { writeFileVersion } from './file-write.ts';
import { closeSuggestionsBy } from './member-suggestions/repository.ts';
import { reopenReviewsBy } from './review-state.ts';

type Db = Kysely<Database>;

/** Language files' subjects: translation/<language>/<filekey>. */
const FILE_PREFIX = 'translation/';

/** Someone may save the same file at that moment; the rollback then goes on top. */
const WRITE_ATTEMPTS = 3;

/**
 * Puts a language file back to the version before the account's first save
 * since the time (empty when the account started it), as a new version in
 * the administrator's name: the file's history keeps both, and its counts,
 * change record and lines to review follow as for any save.
 */
async function undoFile(db: Db, edit: AccountEdits, by: number, at: Date): Promise<void> {
  const [language = '', filekey = ''] = edit.subject.slice(FILE_PREFIX.length).split('/');
  const before = edit.first > 1 ? await findVersion(db, edit.subject, edit.first - 1) : undefined;
  const text = before?.body ?? '';
  await onTopOfLatest(WRITE_ATTEMPTS, async () => {
    const [latest, file] = await Promise.all([
      latestVersion(db, edit.subject),
      findFile(db, language, filekey),
    ]);
    if (!latest || !file || latest.body === text) return;
    await writeFileVersion(db, {
      language,
      filekey,
      filename: file.filename,
      text,
      basedOn: latest.version,
      version: file.version,
      authorId: by,
      initialImport: false,
      createdAt: at,
    });
  });
}

/**
 * Undoes the account's file saves since the time (each file put back as a new
 * version), then puts every line it reviewed since then (by confirming it or
 * by saving it) back to review, deletes the comments it posted (kept, each one
 * restorable) and closes its open suggestions. Answers how many saves,
 * reviews, comments and suggestions it undid.
 */
async function rollback(deps: TranslationsDeps, request: RollbackRequest): Promise<number> {
  const { db } = deps;
  const since = new Date(request.since).toISOString();
  const at = deps.clock.now();
  const edits = await listAccountEdits(db, FILE_PREFIX, request.accountId, since);
  for (const edit of edits) await undoFile(db, edit, request.by.id, at);
  const reopened = await reopenReviewsBy(db, request.accountId, since);
  const window = { accountId: request.accountId, since };
  const by = { at: at.toISOString(), by: request.by.id };
  const comments = await deleteCommentsBy(db, window, by);
  const suggestions = await closeSuggestionsBy(db, window, by);
  const undone =
    edits.reduce((sum, edit) => sum + edit.count, 0) + reopened + comments + suggestions;
  if (undone > 0) {
    for (const topic of ['translationsapp', 'translations', 'advancements']) {
      deps.changes.announce(topic);
    }
  }
  return undone;
}

export const translationsModeration = (deps: TranslationsDeps): ModerationPart => ({
  area: 'translations',
  rollback: (request) => rollback(deps, request),
});
