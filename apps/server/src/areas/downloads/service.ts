import type { DownloadInfo } from '@millenaire/contracts';
import { notFound } from '../../platform/http/errors.ts';
import { ensureDownloadable } from './policy.ts';
import * as repo from './repository.ts';
import type { DownloadsDeps } from './deps.ts';

/** An operator's archive by name: its size, or 404 for anything else. */
export async function findDownload({ storage }: DownloadsDeps, file: string) {
  ensureDownloadable(file);
  const info = await storage.stat('downloads', file);
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
