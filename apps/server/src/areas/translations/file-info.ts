import type { TranslationFileInfo } from '@millenaire/contracts';
import { notFound } from '../../platform/http/errors.ts';
import { COMPLETION_REFERENCE, type TranslationsDeps } from './deps.ts';
import { listFileInfos } from './file-repository.ts';
import { languageExists } from './repository.ts';

// What every resource of the centre asks of a language and its files first.

type InfoRow = Awaited<ReturnType<typeof listFileInfos>>[number];

export function toInfo({ translated_count, referenceCount, ...row }: InfoRow): TranslationFileInfo {
  const percentage =
    referenceCount === null || referenceCount === 0
      ? 100
      : Math.min(100, Math.round((translated_count * 100) / referenceCount));
  return { ...row, percentage };
}

/** 404 unless the language is one of the mod's. */
export async function ensureLanguage(deps: TranslationsDeps, language: string): Promise<void> {
  if (!(await languageExists(deps.db, language))) throw notFound();
}

/** A file's summary (its completion among them), or undefined when the language has no such file. */
export async function fileInfo(deps: TranslationsDeps, language: string, filekey: string) {
  const [row] = await listFileInfos(deps.db, language, COMPLETION_REFERENCE, filekey);
  return row ? toInfo(row) : undefined;
}
