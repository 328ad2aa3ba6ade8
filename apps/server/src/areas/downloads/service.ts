import { stat } from 'node:fs/promises';
import type { DownloadInfo } from '@millenaire/contracts';
import { notFound } from '../../platform/http/errors.ts';
import * as repo from './repository.ts';
import type { DownloadsDeps } from './deps.ts';

/** An operator's archive by name: its path and size, or 404 for anything else. */
export async function findDownload({ storage }: DownloadsDeps, file: string) {
  const filePath = storage.downloadPath(file);
  const info = filePath ? await stat(filePath).catch(() => undefined) : undefined;
  if (!filePath || !info?.isFile()) throw notFound();
  return { path: filePath, size: info.size };
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
