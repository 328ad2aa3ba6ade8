import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, statfs, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { AppError } from '../http/errors.ts';
import { sweepUnreferenced, type StoredFileSource } from './sweep.ts';

/**
 * The upload folders under DATA_DIR:
 * - `libraryres/img/` public images, served under /libraryres/img/;
 * - `files/` archives, sent only through the routes that count downloads;
 * - `tmp/` uploads in progress, moved into place by an atomic rename;
 * - `downloads/` the mod's own archives, placed there by the operator and sent
 *   through /php/dlpage.php (their names are the operator's, not generated).
 * All sit on one file system, so a rename from tmp/ never copies.
 */
export interface Storage {
  readonly imageDir: string;
  readonly fileDir: string;
  readonly tmpDir: string;
  readonly downloadDir: string;
  /**
   * Path of an operator's download, or null for a name that could leave the
   * folder or is no plain file name (letters, digits, '.', '_', '-').
   */
  downloadPath(name: string): string | null;
  /** Path of a public image; throws on a name that is not a safe generated name. */
  imagePath(name: string): string;
  /** Path of a stored archive; throws on a name that is not a safe generated name. */
  filePath(name: string): string;
  /** A fresh path in tmp/ for an upload in progress. */
  tempPath(): string;
  /** Renames a finished temp file onto its final path, replacing nothing half-written. */
  moveIntoPlace(temp: string, finalPath: string): Promise<void>;
  /** Removes a file given by imagePath, filePath or tempPath; a missing file is no error. */
  remove(filePath: string): Promise<void>;
  /** What uploads may take of the disk and of each account (STORAGE_* settings). */
  readonly limits: StorageLimits;
  /** Bytes still free for the site on the data folder's disk. */
  freeBytes(): Promise<number>;
}

/** What uploads may take: the quotas and the disk's free-space floor. */
export interface StorageLimits {
  /** Uploads are refused when the data folder's disk would keep less than this free. */
  minFreeBytes: number;
  /** What one account's uploads may take in all. */
  quotaBytes: number;
  /** The same for an account younger than NEW_ACCOUNT_DAYS (storage-quota.ts). */
  newAccountQuotaBytes: number;
}

const MIB = 1024 * 1024;

/** The defaults of the STORAGE_* settings (see config.ts). */
export const DEFAULT_LIMITS: StorageLimits = {
  minFreeBytes: 1024 * MIB,
  quotaBytes: 2048 * MIB,
  newAccountQuotaBytes: 200 * MIB,
};

/** The STORAGE_* settings, in bytes. */
export function storageLimits(config: Config): StorageLimits {
  return {
    minFreeBytes: config.storageMinFreeMb * MIB,
    quotaBytes: config.storageQuotaMb * MIB,
    newAccountQuotaBytes: config.storageNewAccountQuotaMb * MIB,
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Letters, digits, '_' and '-', then at most one short extension: no '/', '..' or NUL. */
const SAFE_NAME = /^[A-Za-z0-9_-]{1,128}(\.[A-Za-z0-9]{1,10})?$/;

/** An operator's file name: no separator, no leading dot, no '..'. */
const DOWNLOAD_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

export function isSafeName(name: string): boolean {
  return SAFE_NAME.test(name);
}

/** A random name (128 bits, base64url) with the given extension, e.g. '.png'. */
export function generateName(extension = ''): string {
  const name = randomBytes(16).toString('base64url') + extension;
  if (!isSafeName(name)) throw new Error(`unsafe extension: ${extension}`);
  return name;
}

function inside(dir: string, name: string): string {
  if (!isSafeName(name)) throw new Error(`unsafe stored file name: ${JSON.stringify(name)}`);
  return path.join(dir, name);
}

export function createStorage(dataDir: string, limits: StorageLimits = DEFAULT_LIMITS): Storage {
  const imageDir = path.join(dataDir, 'libraryres', 'img');
  const fileDir = path.join(dataDir, 'files');
  const tmpDir = path.join(dataDir, 'tmp');
  const downloadDir = path.join(dataDir, 'downloads');
  const folders = [imageDir, fileDir, tmpDir];
  const checked = (filePath: string) => {
    const dir = path.dirname(filePath);
    if (!folders.includes(dir)) throw new Error(`not a storage path: ${filePath}`);
    return inside(dir, path.basename(filePath));
  };
  return {
    imageDir,
    fileDir,
    tmpDir,
    downloadDir,
    downloadPath: (name) =>
      DOWNLOAD_NAME.test(name) && !name.includes('..') ? path.join(downloadDir, name) : null,
    imagePath: (name) => inside(imageDir, name),
    filePath: (name) => inside(fileDir, name),
    tempPath: () => path.join(tmpDir, generateName('.part')),
    moveIntoPlace: async (temp, finalPath) => rename(checked(temp), checked(finalPath)),
    remove: async (filePath) => {
      try {
        await unlink(checked(filePath));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    },
    limits,
    freeBytes: async () => {
      // bavail, not bfree: the blocks kept for the system are no room for uploads.
      const stats = await statfs(dataDir);
      return stats.bavail * stats.bsize;
    },
  };
}

/**
 * An upload in progress is written to all the time; a temporary file that has
 * not changed for this long was left by a process that stopped mid-upload.
 */
export const STALE_TEMP_MS = 6 * 60 * 60 * 1000;

/**
 * Creates the folders and clears tmp/ of what stopped processes left there.
 * Several site processes may share the data folder: a temporary file written
 * to lately may be another process's upload in progress, so only those older
 * than STALE_TEMP_MS go.
 */
export async function prepareStorage(storage: Storage, now = Date.now()): Promise<void> {
  for (const dir of [storage.imageDir, storage.fileDir, storage.tmpDir, storage.downloadDir]) {
    await mkdir(dir, { recursive: true });
  }
  for (const name of await readdir(storage.tmpDir)) {
    const leftover = path.join(storage.tmpDir, name);
    const changed = await stat(leftover).then(
      (stats) => stats.mtimeMs,
      () => now,
    );
    if (now - changed > STALE_TEMP_MS) await rm(leftover, { recursive: true, force: true });
  }
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

const ONE_HOUR = 'public, max-age=3600';

/**
 * Each file goes out under a type chosen from its extension among raster
 * images only; anything else is a download. Nothing in this folder can ever
 * be read by a browser as a page or a script (no text/html, no SVG, nosniff).
 */
async function sendImage(storage: Storage, name: string, reply: FastifyReply) {
  if (!isSafeName(name)) throw new AppError(404, 'NOT_FOUND');
  const filePath = storage.imagePath(name);
  const info = await stat(filePath).catch(() => undefined);
  if (!info?.isFile()) throw new AppError(404, 'NOT_FOUND');
  const type = IMAGE_TYPES[path.extname(name).toLowerCase()];
  reply
    .header('content-type', type ?? 'application/octet-stream')
    .header('content-length', info.size)
    .header('cache-control', ONE_HOUR)
    .header('x-content-type-options', 'nosniff')
    .header('last-modified', info.mtime.toUTCString());
  if (!type) reply.header('content-disposition', 'attachment');
  return reply.send(createReadStream(filePath));
}

function registerImageRoute(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { name: string } }>('/libraryres/img/:name', (request, reply) =>
    sendImage(storage, request.params.name, reply),
  );
}

export interface StoragePluginOptions {
  dataDir: string;
  limits?: StorageLimits;
  /** What the areas' records name, to sweep the rest at start (needs `app.db`). */
  storedFiles?: readonly StoredFileSource[];
}

/**
 * Decorates `app.storage`, prepares its folders (and, given the areas'
 * stored files, sweeps what no record names) and serves /libraryres/img/<name>.
 */
export const storagePlugin = fp<StoragePluginOptions>(
  async (app, { dataDir, limits, storedFiles }) => {
    const storage = createStorage(path.resolve(dataDir), limits);
    await prepareStorage(storage);
    if (storedFiles && storedFiles.length > 0) {
      const swept = await sweepUnreferenced(storage, app.db, storedFiles);
      if (swept.length > 0) app.log.warn({ swept }, 'removed stored files that no record names');
    }
    app.decorate('storage', storage);
    registerImageRoute(app, storage);
  },
  { name: 'storage' },
);
