import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Config } from '../../config.ts';

/**
 * The folders of stored files, the same on disk and in a bucket (each a key
 * prefix there):
 * - `images` (`libraryres/img/`) public images, served under /libraryres/img/;
 * - `files` (`files/`) archives, sent only through the routes that count downloads;
 * - `downloads` (`downloads/`) the mod's own archives, placed there by the operator
 *   and sent through /php/dlpage.php (their names are the operator's, not generated).
 * Uploads in progress are written to this host's `tmp/` under DATA_DIR and
 * placed into their folder once checked: a rename on disk, an upload to the
 * bucket.
 */
export type Folder = 'images' | 'files' | 'downloads';

export const FOLDERS: readonly Folder[] = ['images', 'files', 'downloads'];

/** Where each folder sits, under DATA_DIR and in the bucket (forward slashes). */
export const FOLDER_PATHS: Record<Folder, string> = {
  images: 'libraryres/img',
  files: 'files',
  downloads: 'downloads',
};

/** What is known of a stored file without reading it. */
export interface StoredInfo {
  size: number;
  modified: Date;
}

/** A stored file opened for reading: its bytes as a stream, and its size. */
export interface StoredRead extends StoredInfo {
  stream: Readable;
}

/** A stored file as the sweep and the copies see it. */
export interface StoredEntry extends StoredInfo {
  name: string;
}

/** What a signed address of the bucket makes the download carry. */
export interface SignedDownload {
  /** The Content-Disposition the bucket answers with. */
  disposition: string;
  contentType: string;
}

/**
 * The stored files, by folder and name, wherever they are kept: DATA_DIR's
 * folders (disk.ts) or an S3-compatible bucket (bucket.ts), chosen once at
 * start (openStorage). Every operation refuses (throws on) a name that is not
 * the folder's kind of name (isStorableName): no separator, no '..'.
 */
export interface Storage {
  /** 'disk' or 'bucket', for the logs and the copy command. */
  readonly kind: 'disk' | 'bucket';
  /** This host's folder for uploads in progress (under DATA_DIR in either case). */
  readonly tmpDir: string;
  /** A fresh path in tmp/ for an upload in progress. */
  tempPath(): string;
  /** Removes a file given by tempPath; a missing file is no error. */
  removeTemp(temp: string): Promise<void>;
  /**
   * Stores a finished temp file as `folder/name` and removes it from tmp/,
   * replacing any stored file of that name whole: a reader sees the old
   * file or the new one, never a half-written one.
   */
  moveIntoPlace(temp: string, folder: Folder, name: string): Promise<void>;
  /** Stores bytes (a buffer, or a stream read to its end) as `folder/name`, whole. */
  put(folder: Folder, name: string, body: Buffer | Readable): Promise<void>;
  /** Opens a stored file for reading, or null when there is none. */
  read(folder: Folder, name: string): Promise<StoredRead | null>;
  /** Size and time of a stored file, or null when there is none. */
  stat(folder: Folder, name: string): Promise<StoredInfo | null>;
  /** Removes a stored file; a missing file is no error. */
  remove(folder: Folder, name: string): Promise<void>;
  /** Every file of a folder. */
  list(folder: Folder): AsyncIterable<StoredEntry>;
  /**
   * A short-lived address the client can fetch the file from directly, or
   * null when the files are not kept where a client can reach them (disk).
   */
  signedUrl(folder: Folder, name: string, download: SignedDownload): Promise<string | null>;
  /** Whether archives are answered by a redirect to signedUrl (S3_REDIRECT_DOWNLOADS). */
  readonly redirectDownloads: boolean;
  /** What uploads may take of the disk and of each account (STORAGE_* settings). */
  readonly limits: StorageLimits;
  /**
   * Bytes still free for uploads on this host's disk: the data folder's (on
   * disk), or the one holding tmp/ that every upload passes through (bucket).
   */
  freeBytes(): Promise<number>;
  /** Creates what the storage needs (folders) and clears tmp/ of stale uploads. */
  prepare(now?: number): Promise<void>;
  /** Lets go of connections (the bucket's client). */
  close(): Promise<void>;
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

/** Whether `name` may be a stored file's name in `folder`. */
export function isStorableName(folder: Folder, name: string): boolean {
  return folder === 'downloads'
    ? DOWNLOAD_NAME.test(name) && !name.includes('..')
    : isSafeName(name);
}

/** Throws on a name that is not the folder's kind of name. */
export function checkedName(folder: Folder, name: string): string {
  if (!isStorableName(folder, name)) {
    throw new Error(`unsafe stored file name: ${folder}/${JSON.stringify(name)}`);
  }
  return name;
}

/** The bytes of a stored file, or null (for small files: images, tests). */
export async function readStored(
  storage: Storage,
  folder: Folder,
  name: string,
): Promise<Buffer | null> {
  const found = await storage.read(folder, name);
  if (!found) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of found.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** The names in a folder. */
export async function listNames(storage: Storage, folder: Folder): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of storage.list(folder)) names.push(entry.name);
  return names.sort();
}
