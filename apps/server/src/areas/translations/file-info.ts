import type { TranslationFileInfo } from '@millenaire/contracts';
import { checkElements, dismissalKey } from '@millenaire/modfiles';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../platform/http/errors.ts';
import { COMPLETION_REFERENCE, type TranslationsDeps } from './deps.ts';
import { listDismissals } from './checks/repository.ts';
import { countOpen } from './member-suggestions/repository.ts';
import { listFileInfos } from './file-repository.ts';
import { elementsAt } from './file-write.ts';
import { languageExists } from './repository.ts';

// What every resource of the centre asks of a language and its files first.

type InfoRow = Awaited<ReturnType<typeof listFileInfos>>[number];

/** Checks said not to be problems, by file key, each as modfiles' dismissalKey. */
export type Dismissed = Map<string, Set<string>>;

/** A language's dismissed checks (of one file, when named), for counting the lines to check. */
export async function dismissedChecks(
  db: Kysely<Database>,
  language: string,
  filekey?: string,
): Promise<Dismissed> {
  const dismissed: Dismissed = new Map();
  for (const row of await listDismissals(db, language, filekey)) {
    const keys = dismissed.get(row.filekey) ?? new Set<string>();
    keys.add(dismissalKey(row.element, row.line, row.code, row.value));
    dismissed.set(row.filekey, keys);
  }
  return dismissed;
}

/**
 * How many lines of a file the checks find something in, each against the
 * English line at the same place (the editor says what, line by line), left
 * out what a translator said is not a problem. Both files come parsed from
 * the cache of their revision.
 */
async function linesToCheck(
  db: Kysely<Database>,
  row: InfoRow,
  englishRevision: number | null,
  dismissed: Dismissed,
): Promise<number> {
  if (row.language === COMPLETION_REFERENCE || englishRevision === null) return 0;
  // The English file's revision came with the row: no second read of it.
  const [reference, own] = await Promise.all([
    elementsAt(db, COMPLETION_REFERENCE, row.filekey, englishRevision),
    elementsAt(db, row.language, row.filekey, row.revision),
  ]);
  const said = dismissed.get(row.filekey);
  const lines = new Set<string>();
  for (const found of checkElements(reference, own, row.language)) {
    const value = own[found.element]![found.line]!;
    if (said?.has(dismissalKey(found.element, found.line, found.code, value))) continue;
    lines.add(JSON.stringify([found.element, found.line]));
  }
  return lines.size;
}

/** Open member suggestions by file key, of a language (of one file, when named). */
export const openSuggestionCounts = countOpen;

export async function toInfo(
  db: Kysely<Database>,
  row: InfoRow,
  dismissed: Dismissed,
  /** The language's open member suggestions by file key; read for this file when not given. */
  suggestions?: Map<string, number>,
): Promise<TranslationFileInfo> {
  const { translated_count, referenceCount, referenceRevision, ...info } = row;
  const percentage =
    referenceCount === null || referenceCount === 0
      ? 100
      : Math.min(100, Math.round((translated_count * 100) / referenceCount));
  const open = suggestions ?? (await countOpen(db, row.language, row.filekey));
  return {
    ...info,
    percentage,
    checks: await linesToCheck(db, row, referenceRevision, dismissed),
    suggestions: open.get(row.filekey) ?? 0,
  };
}

/** 404 unless the language is one of the mod's. */
export async function ensureLanguage(deps: TranslationsDeps, language: string): Promise<void> {
  if (!(await languageExists(deps.db, language))) throw notFound();
}

/** A file's summary (its completion among them), or undefined when the language has no such file. */
export async function fileInfo(deps: TranslationsDeps, language: string, filekey: string) {
  const [row] = await listFileInfos(deps.db, language, COMPLETION_REFERENCE, filekey);
  return row ? toInfo(deps.db, row, await dismissedChecks(deps.db, language, filekey)) : undefined;
}
