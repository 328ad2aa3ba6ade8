import { isFileKey } from '@millenaire/modfiles';
import type { TranslationFileInfo, TranslationReviewAction } from '@millenaire/contracts';
import type { Actor } from '../../../platform/http/auth.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { TranslationsDeps } from '../deps.ts';
import { findFile } from '../file-repository.ts';
import { ensureLanguage, fileInfo } from '../file-info.ts';
import { ensureCanSaveTranslation } from '../policy.ts';
import { countReviews, setReviewed } from '../review-state.ts';

/**
 * Confirms lines to review as still right for the changed English, or takes
 * confirmations back (the lines are to review again). Lines in neither state
 * are left as they are; the answer is the file with its new count.
 */
export async function reviewLines(
  deps: TranslationsDeps,
  viewer: Actor | null,
  language: string,
  filekey: string,
  body: TranslationReviewAction,
): Promise<TranslationFileInfo> {
  ensureCanSaveTranslation(viewer);
  if (!isFileKey(filekey)) throw notFound();
  await ensureLanguage(deps, language);
  if (!(await findFile(deps.db, language, filekey))) throw notFound();
  const elements = [...new Set(body.elements)];
  const review = body.reviewed ? { at: deps.clock.now().toISOString(), by: viewer.id } : null;
  const changed = await deps.db.transaction().execute(async (trx) => {
    const count = await setReviewed(trx, language, filekey, elements, review);
    if (count > 0) await countReviews(trx, filekey, language);
    return count;
  });
  if (changed > 0) deps.status.clear();
  return (await fileInfo(deps, language, filekey))!;
}
