import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createStorage } from '../../storage/storage.ts';
import { type FileEntry } from './manifest.ts';

/** The upload folders a backup holds, relative to DATA_DIR; tmp/ (uploads in progress) is left out. */
export function uploadFolders(dataDir: string): string[] {
  const storage = createStorage(dataDir);
  return [storage.imageDir, storage.fileDir, storage.downloadDir].map((dir) =>
    path.relative(dataDir, dir),
  );
}

/** Forward slashes in the manifest, whatever the system. */
export const manifestPath = (relative: string) => relative.split(path.sep).join('/');
export const onDisk = (root: string, relative: string) => path.join(root, ...relative.split('/'));

/**
 * The plain files under the upload folders of `root`, as manifest paths.
 * Hidden names (a leading dot) are left out: nothing the site writes has one.
 */
export async function listFiles(root: string, folders: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const folder of folders) {
    const entries = await readdir(path.join(root, folder), {
      recursive: true,
      withFileTypes: true,
    }).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return [];
      throw err;
    });
    for (const entry of entries) {
      const full = path.join(entry.parentPath, entry.name);
      const relative = path.relative(root, full);
      if (!entry.isFile() || relative.split(path.sep).some((part) => part.startsWith('.'))) {
        continue;
      }
      found.push(manifestPath(relative));
    }
  }
  return found.sort();
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

export interface Copied {
  bytes: number;
  mtimeMs: number;
}

/**
 * Copies the site's upload files into the backup; a file already copied with
 * the same size and time is not copied again. A file removed meanwhile is
 * skipped: it left the site while the copy ran.
 */
export async function copyUploads(
  dataDir: string,
  folder: string,
  copied: Map<string, Copied>,
): Promise<number> {
  let count = 0;
  for (const relative of await listFiles(dataDir, uploadFolders(dataDir))) {
    const source = onDisk(dataDir, relative);
    const info = await stat(source).catch(() => undefined);
    if (!info) continue;
    const before = copied.get(relative);
    if (before && before.bytes === info.size && before.mtimeMs === info.mtimeMs) continue;
    const target = onDisk(folder, relative);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await copyFile(source, target);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw err;
    }
    copied.set(relative, { bytes: info.size, mtimeMs: info.mtimeMs });
    count += 1;
  }
  return count;
}

export async function describeFile(root: string, relative: string): Promise<FileEntry> {
  const file = onDisk(root, relative);
  return { path: relative, bytes: (await stat(file)).size, sha256: await sha256(file) };
}
