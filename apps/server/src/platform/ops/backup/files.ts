import { createHash } from 'node:crypto';
import { createReadStream as openFile, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  FOLDER_PATHS,
  FOLDERS,
  listNames,
  type Folder,
  type Storage,
} from '../../storage/storage.ts';
import { type FileEntry } from './manifest.ts';

/**
 * The stored folders a backup holds, as laid out under DATA_DIR (and in a
 * bucket); tmp/ (uploads in progress) is left out.
 */
export function uploadFolders(): string[] {
  return FOLDERS.map((folder) => FOLDER_PATHS[folder]);
}

/** The stored file a manifest path names, or undefined for one outside the stored folders. */
export function storedFileOf(relative: string): { folder: Folder; name: string } | undefined {
  for (const folder of FOLDERS) {
    const prefix = `${FOLDER_PATHS[folder]}/`;
    if (relative.startsWith(prefix)) return { folder, name: relative.slice(prefix.length) };
  }
  return undefined;
}

/** How many files the site stores, in all its folders. */
export async function countStored(storage: Storage): Promise<number> {
  let count = 0;
  for (const folder of FOLDERS) count += (await listNames(storage, folder)).length;
  return count;
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
  await pipeline(openFile(file), hash);
  return hash.digest('hex');
}

export interface Copied {
  bytes: number;
  mtimeMs: number;
}

/**
 * Copies the site's stored files (from DATA_DIR or the bucket) into the
 * backup; a file already copied with the same size and time is not copied
 * again. A file removed meanwhile is skipped: it left the site while the copy ran.
 */
export async function copyUploads(
  storage: Storage,
  folder: string,
  copied: Map<string, Copied>,
): Promise<number> {
  let count = 0;
  for (const from of FOLDERS) {
    for await (const entry of storage.list(from)) {
      const relative = `${FOLDER_PATHS[from]}/${entry.name}`;
      const mtimeMs = entry.modified.getTime();
      const before = copied.get(relative);
      if (before && before.bytes === entry.size && before.mtimeMs === mtimeMs) continue;
      const found = await storage.read(from, entry.name);
      if (!found) continue;
      const target = onDisk(folder, relative);
      await mkdir(path.dirname(target), { recursive: true });
      const part = `${target}.part`;
      await pipeline(found.stream, createWriteStream(part));
      await rename(part, target);
      copied.set(relative, { bytes: found.size, mtimeMs: found.modified.getTime() });
      count += 1;
    }
  }
  return count;
}

/** Puts the backup's files back into the site's storage, each replacing any of its name. */
export async function restoreUploads(
  storage: Storage,
  folder: string,
  entries: readonly FileEntry[],
): Promise<void> {
  for (const entry of entries) {
    const stored = storedFileOf(entry.path);
    if (!stored) throw new Error(`not a stored file: ${entry.path}`);
    await storage.put(stored.folder, stored.name, openFile(onDisk(folder, entry.path)));
  }
}

export async function describeFile(root: string, relative: string): Promise<FileEntry> {
  const file = onDisk(root, relative);
  return { path: relative, bytes: (await stat(file)).size, sha256: await sha256(file) };
}
