import {
  RECENT_CHANGES_LIMIT,
  type FileRestore,
  type HistoryEntry,
  type LineHistory,
  type LineValue,
  type RecentChange,
  type TranslationFileInfo,
} from '@millenaire/contracts';
import { applyElementChanges, isFileKey, type ElementChange } from '@millenaire/modfiles';
import type { Actor } from '../../../platform/http/auth.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { wordDiff } from '../../../platform/text/history/diff.ts';
import { findVersion } from '../../../platform/text/history/store.ts';
import { subjectOf, type TranslationsDeps } from '../deps.ts';
import { listFileChanges, listRecentChanges } from '../change-repository.ts';
import { fileInfo } from '../file-info.ts';
import { findFile } from '../file-repository.ts';
import { latestText, writeFileVersion } from '../file-write.ts';
import { ensureCanSaveTranslation } from '../policy.ts';

type Row = Awaited<ReturnType<typeof listRecentChanges>>[number];
type FileChangeRow = Awaited<ReturnType<typeof listFileChanges>>[number];

function toChange({ initial_import, revision: _revision, ...row }: Row): RecentChange {
  return { ...row, initialimport: Boolean(initial_import) };
}

/** The last saves of every file, newest first. */
export async function recentChanges(deps: TranslationsDeps): Promise<RecentChange[]> {
  const rows = await listRecentChanges(deps.db, RECENT_CHANGES_LIMIT);
  return rows.map(toChange);
}

/** The versions of a file that exists, newest first; 404 for a file it does not have. */
async function fileChanges(deps: TranslationsDeps, language: string, filekey: string) {
  if (!isFileKey(filekey)) throw notFound();
  return listFileChanges(deps.db, language, filekey);
}

/** Every version of a file, newest first, each with its differences from the one before. */
export async function fileHistory(
  deps: TranslationsDeps,
  filekey: string,
  language: string,
): Promise<HistoryEntry[]> {
  const rows = await fileChanges(deps, language, filekey);
  return rows.map(({ changes, restored_from, ...row }) => ({
    ...toChange(row),
    revision: row.revision,
    changes: JSON.parse(changes) as HistoryEntry['changes'],
    restoredfrom: restored_from,
  }));
}

const textOf = (lines: string[] | null) => (lines ?? []).join('\n');

/** The value one version gave the element, against the one before. */
function lineValue(
  row: FileChangeRow,
  lines: string[] | null,
  before: string[] | null | undefined,
) {
  const value: LineValue = {
    ...toChange(row),
    revision: row.revision,
    restoredfrom: row.restored_from,
    lines,
    diff: before === undefined ? [] : wordDiff(textOf(before), textOf(lines)),
  };
  return value;
}

/**
 * Every value one element of a file had, newest first: the file's versions
 * are read oldest first and each one's differences applied to the element, so
 * a version that left the element alone adds nothing. An element the file
 * never had answers an empty list.
 */
export async function lineHistory(
  deps: TranslationsDeps,
  language: string,
  filekey: string,
  element: string,
): Promise<LineHistory> {
  const rows = await fileChanges(deps, language, filekey);
  if (rows.length === 0) throw notFound();
  const values: LineValue[] = [];
  let lines: string[] | null = null;
  let before: string[] | null | undefined;
  for (const row of [...rows].reverse()) {
    const changes = (JSON.parse(row.changes) as ElementChange[]).filter(
      (change) => change.element === element,
    );
    if (changes.length === 0) continue;
    lines = applyElementChanges(lines, changes, element);
    values.push(lineValue(row, lines, before));
    before = lines;
  }
  return { element, values: values.reverse() };
}

/**
 * Puts an older version of a file back as a new save by the viewer, on top of
 * `basedon`: CONFLICT when the file changed since the translator read its
 * history (nothing is written), 404 for a version the file never had. A
 * version equal to the latest writes nothing.
 */
export async function restoreFile(
  deps: TranslationsDeps,
  viewer: Actor | null,
  filekey: string,
  language: string,
  { revision, basedon }: FileRestore,
): Promise<TranslationFileInfo> {
  ensureCanSaveTranslation(viewer);
  if (!isFileKey(filekey)) throw notFound();
  const file = await findFile(deps.db, language, filekey);
  if (!file) throw notFound();
  if (basedon !== file.revision) throw new AppError(409, 'CONFLICT');
  const old = await findVersion(deps.db, subjectOf(language, filekey), revision);
  if (!old || old.body === null) throw notFound();
  if (old.body !== (await latestText(deps.db, language, filekey))) {
    await writeFileVersion(deps.db, {
      language,
      filekey,
      filename: file.filename,
      text: old.body,
      basedOn: basedon,
      version: file.version,
      authorId: viewer.id,
      initialImport: false,
      createdAt: deps.clock.now(),
      restoredFrom: revision,
    });
    deps.status.clear();
  }
  return (await fileInfo(deps, language, filekey))!;
}
