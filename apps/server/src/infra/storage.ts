import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, statfs, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { AppError } from './errors.ts';

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
  readonly room: RoomSettings;
  /** Bytes still free for the site on the data folder's disk. */
  freeBytes(): Promise<number>;
}

/** The site's settings for the room uploads may take. */
export interface RoomSettings {
  /** Uploads are refused when the data folder's disk would keep less than this free. */
  minFreeBytes: number;
  /** What one account's uploads may take in all. */
  quotaBytes: number;
  /** The same for an account younger than NEW_ACCOUNT_DAYS. */
  newAccountQuotaBytes: number;
}

const MIB = 1024 * 1024;

/** The defaults of the STORAGE_* settings (see config.ts). */
export const DEFAULT_ROOM: RoomSettings = {
  minFreeBytes: 1024 * MIB,
  quotaBytes: 2048 * MIB,
  newAccountQuotaBytes: 200 * MIB,
};

/** The STORAGE_* settings, in bytes. */
export function roomSettings(config: Config): RoomSettings {
  return {
    minFreeBytes: config.storageMinFreeMb * MIB,
    quotaBytes: config.storageQuotaMb * MIB,
    newAccountQuotaBytes: config.storageNewAccountQuotaMb * MIB,
  };
}

/** An account is new, and gets the smaller quota, for this many days. */
export const NEW_ACCOUNT_DAYS = 7;

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

export function createStorage(dataDir: string, room: RoomSettings = DEFAULT_ROOM): Storage {
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
    room,
    freeBytes: async () => {
      // bavail, not bfree: the blocks kept for the system are no room for uploads.
      const stats = await statfs(dataDir);
      return stats.bavail * stats.bsize;
    },
  };
}

/** The account an upload is counted against, and what it already stores. */
export interface UploaderRoom {
  /** Administrators have no quota. */
  exempt: boolean;
  /** ISO 8601: when the account was made (a new one gets the smaller quota). */
  createdAt: string;
  /** Bytes its stored uploads take now. */
  usedBytes: number;
}

/** What an account may store in all: the smaller quota while it is new. */
export function quotaOf(room: RoomSettings, account: UploaderRoom, now: Date): number {
  if (account.exempt) return Number.POSITIVE_INFINITY;
  const age = now.getTime() - Date.parse(account.createdAt);
  const isNew = !(age >= NEW_ACCOUNT_DAYS * 24 * 60 * 60 * 1000);
  return isNew ? room.newAccountQuotaBytes : room.quotaBytes;
}

/**
 * Refuses (403 QUOTA_EXCEEDED) `bytes` more than the account's quota allows.
 * A refusal of this account, not of the request's size: retrying the same
 * upload never passes.
 */
export function ensureQuota(
  storage: Storage,
  bytes: number,
  account: UploaderRoom,
  now = new Date(),
): void {
  if (account.usedBytes + bytes > quotaOf(storage.room, account, now)) {
    throw new AppError(403, 'QUOTA_EXCEEDED');
  }
}

/**
 * Refuses an upload of `bytes` before they are written: 403 QUOTA_EXCEEDED
 * when the account would pass its quota, 507 STORAGE_FULL when the disk would
 * keep less than the floor free. A full disk fails every write of the site
 * (the database's included), so uploads stop well before it fills; the
 * answer tells the uploader why instead of a failed write's 500. Called with
 * the declared size before the body is read; the quota is checked again
 * (`ensureQuota`) at the size received, since parallel uploads each pass
 * the first check.
 */
export async function ensureRoom(
  storage: Storage,
  bytes: number,
  account?: UploaderRoom,
  now = new Date(),
): Promise<void> {
  if (account) ensureQuota(storage, bytes, account, now);
  if ((await storage.freeBytes()) - bytes < storage.room.minFreeBytes) {
    throw new AppError(507, 'STORAGE_FULL');
  }
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

/** The upload folders whose files records name: `libraryres/img/` and `files/`. */
export type StoredFolder = 'images' | 'files';

/**
 * The stored files one area's records name in one upload folder, for the
 * sweep at start-up. `names` answers every name a record may still lead to:
 * those of deleted records kept for a restore, and of their history, too.
 * A name too many only keeps a file; a name missing loses one.
 */
export interface StoredFileSource {
  folder: StoredFolder;
  names(db: Kysely<Database>): Promise<Iterable<string>>;
}

/**
 * A file is moved into place a moment before the record naming it is saved:
 * one younger than this may be another process's upload whose record is
 * about to come, and the sweep leaves it.
 */
export const SWEEP_MIN_AGE_MS = 10 * 60 * 1000;

/**
 * The names the site gives what it stores (`generateName`, with the image
 * variants' suffixes). Files of other names (an operator's, or the encyclopedia's
 * pictures named after their key) are never swept.
 */
const GENERATED_NAME = /^[A-Za-z0-9_-]{22}(_preview|_thumb)?(\.[A-Za-z0-9]{1,10})?$/;

/**
 * Removes from `libraryres/img/` and `files/` the files of the site's own
 * naming that no record names and that have not changed for
 * SWEEP_MIN_AGE_MS: what a process stopped between moving an upload into
 * place and saving its record left behind. A folder no area names files of is
 * left alone. The folder is listed before the records are read, so a file
 * whose record is saved meanwhile is either seen in the records or young.
 * Answers the removed files, as `<folder>/<name>`.
 */
export async function sweepUnreferenced(
  storage: Storage,
  db: Kysely<Database>,
  sources: readonly StoredFileSource[],
  now: () => number = Date.now,
): Promise<string[]> {
  const dirs: Record<StoredFolder, string> = { images: storage.imageDir, files: storage.fileDir };
  const swept: string[] = [];
  for (const folder of ['images', 'files'] as const) {
    const ofFolder = sources.filter((source) => source.folder === folder);
    if (ofFolder.length === 0) continue;
    const dir = dirs[folder];
    const candidates = (await readdir(dir)).filter((name) => GENERATED_NAME.test(name));
    if (candidates.length === 0) continue;
    const referenced = new Set<string>();
    for (const source of ofFolder) {
      for (const name of await source.names(db)) referenced.add(name);
    }
    for (const name of candidates) {
      if (referenced.has(name)) continue;
      const filePath = path.join(dir, name);
      const info = await stat(filePath).catch(() => undefined);
      if (!info?.isFile() || now() - info.mtimeMs < SWEEP_MIN_AGE_MS) continue;
      await storage.remove(filePath);
      swept.push(`${folder}/${name}`);
    }
  }
  return swept;
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
  room?: RoomSettings;
  /** What the areas' records name, to sweep the rest at start (needs `app.db`). */
  storedFiles?: readonly StoredFileSource[];
}

/**
 * Decorates `app.storage`, prepares its folders (and, given the areas'
 * stored files, sweeps what no record names) and serves /libraryres/img/<name>.
 */
export const storagePlugin = fp<StoragePluginOptions>(
  async (app, { dataDir, room, storedFiles }) => {
    const storage = createStorage(path.resolve(dataDir), room);
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
