import { RECENT_CHANGES_LIMIT, type HistoryEntry, type RecentChange } from '@millenaire/contracts';
import { isFileKey } from '@millenaire/modfiles';
import { notFound } from '../../../platform/http/errors.ts';
import type { TranslationsDeps } from '../deps.ts';
import { listFileChanges, listRecentChanges } from '../change-repository.ts';

type Row = Awaited<ReturnType<typeof listRecentChanges>>[number];

function toChange({ initial_import, revision: _revision, ...row }: Row): RecentChange {
  return { ...row, initialimport: Boolean(initial_import) };
}

/** The last saves of every file, newest first. */
export async function recentChanges(deps: TranslationsDeps): Promise<RecentChange[]> {
  const rows = await listRecentChanges(deps.db, RECENT_CHANGES_LIMIT);
  return rows.map(toChange);
}

/** Every version of a file, newest first, each with its differences from the one before. */
export async function fileHistory(
  deps: TranslationsDeps,
  filekey: string,
  language: string,
): Promise<HistoryEntry[]> {
  if (!isFileKey(filekey)) throw notFound();
  const rows = await listFileChanges(deps.db, language, filekey);
  return rows.map(({ changes, ...row }) => ({
    ...toChange(row),
    revision: row.revision,
    changes: JSON.parse(changes) as HistoryEntry['changes'],
  }));
}
