import { isFileKey, isLineCheckCode } from '@millenaire/modfiles';
import type { CheckDismissalInput, CheckDismissalList } from '@millenaire/contracts';
import type { Actor } from '../../../platform/http/auth.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { TranslationsDeps } from '../deps.ts';
import { ensureLanguage } from '../file-info.ts';
import { findFile } from '../file-repository.ts';
import { ensureCanSaveTranslation } from '../policy.ts';
import { deleteDismissal, insertDismissal, listDismissals } from './repository.ts';

async function ensureFile(deps: TranslationsDeps, language: string, filekey: string) {
  if (!isFileKey(filekey)) throw notFound();
  await ensureLanguage(deps, language);
  if (!(await findFile(deps.db, language, filekey))) throw notFound();
}

/** A file's checks said not to be problems, with who said so and when. */
export async function fileDismissals(
  deps: TranslationsDeps,
  language: string,
  filekey: string,
): Promise<CheckDismissalList> {
  await ensureFile(deps, language, filekey);
  const rows = await listDismissals(deps.db, language, filekey);
  return { dismissed: rows.map(({ filekey: _file, ...dismissal }) => dismissal) };
}

/**
 * A translator says one check of one line is not a problem (or takes it
 * back): the overview's count of lines to check leaves it out while the line
 * keeps that value. The answer is the file's dismissals.
 */
export async function setDismissed(
  deps: TranslationsDeps,
  viewer: Actor | null,
  language: string,
  filekey: string,
  dismissal: CheckDismissalInput,
  dismissed: boolean,
): Promise<CheckDismissalList> {
  ensureCanSaveTranslation(viewer);
  if (!isLineCheckCode(dismissal.code)) throw new AppError(400, 'INVALID_INPUT', 'code');
  await ensureFile(deps, language, filekey);
  if (dismissed) {
    const at = deps.clock.now().toISOString();
    await insertDismissal(deps.db, language, filekey, dismissal, viewer.id, at);
  } else {
    await deleteDismissal(deps.db, language, filekey, dismissal);
  }
  return fileDismissals(deps, language, filekey);
}
