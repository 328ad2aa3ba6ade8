import { notFound } from '../../platform/http/errors.ts';
import { isStorableName } from '../../platform/storage/storage.ts';

/**
 * Anyone may read and fetch one of the operator's archives, counted or not;
 * nothing else is served from their folder (a name that could leave it, or
 * that is no plain file name, is not found).
 */
export function ensureDownloadable(file: string): void {
  if (!isStorableName('downloads', file)) throw notFound();
}
