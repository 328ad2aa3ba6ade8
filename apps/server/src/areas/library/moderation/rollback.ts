import { canModerateAccounts } from '@millenaire/contracts';
import { deleteImage as deleteImageFiles } from '../../../platform/storage/images.ts';
import type { ModerationPart, RollbackRequest } from '../../../extensions/moderation.ts';
import { authorize } from '../../../platform/http/policy.ts';
import type { LibraryDeps } from '../deps.ts';
import * as repo from './repository.ts';

/**
 * Undoes an account's library edits since a time, in one transaction: the
 * contents it created or changed are hidden (an administrator shows one
 * again by confirming or unconfirming it; nothing of it is deleted), the
 * images it added to other contents, the comments it posted and the stars
 * it gave are removed. The library keeps no history of its contents'
 * fields, comments or images, so those removals are final, like their
 * author's own. Answers how many of these it undid.
 */
async function rollback(deps: LibraryDeps, request: RollbackRequest): Promise<number> {
  authorize(request.by, canModerateAccounts(request.by));
  const window = { accountId: request.accountId, since: request.since };
  const now = deps.clock.now().toISOString();
  const undone = await deps.db.transaction().execute(async (trx) => {
    const hidden = await repo.hideContents(trx, window, now);
    const images = await repo.deleteImages(trx, window);
    const commented = await repo.deleteComments(trx, window);
    const starred = await repo.deleteStars(trx, window);
    await repo.recount(trx, [...commented, ...starred]);
    return { images, count: hidden.length + images.length + commented.length + starred.length };
  });
  for (const image of undone.images) await deleteImageFiles(deps.storage, image);
  // Lists, searches and cached pages of every process drop what they showed.
  if (undone.count > 0) deps.changes.announce('library');
  return undone.count;
}

export const libraryModeration = (deps: LibraryDeps): ModerationPart => ({
  area: 'library',
  rollback: (request) => rollback(deps, request),
});
