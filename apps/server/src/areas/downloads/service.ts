import type { DownloadInfo } from '@millenaire/contracts';
import { notFound } from '../../platform/http/errors.ts';
import { isStorableName } from '../../platform/storage/storage.ts';
import * as repo from './repository.ts';
import type { DownloadsDeps } from './deps.ts';

/**
 * An operator's archive by name: its size, or 404 for anything else (a name
 * that could leave the folder or is no plain file name included).
 */
export async function findDownload({ storage }: DownloadsDeps, file: string) {
  const info = isStorableName('downloads', file) ? await storage.stat('downloads', file) : null;
  if (!info) throw notFound();
  return { file, size: info.size };
}

export async function describeDownload(deps: DownloadsDeps, file: string): Promise<DownloadInfo> {
  const { size } = await findDownload(deps, file);
  return { file, size, downloads: await repo.findCount(deps.db, file) };
}

/** Counts a download, once the file is known to exist. */
export async function startDownload(deps: DownloadsDeps, file: string) {
  const found = await findDownload(deps, file);
  await repo.countDownload(deps.db, file, deps.clock.now());
  return found;
}
