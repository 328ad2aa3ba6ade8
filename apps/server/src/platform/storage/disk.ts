import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, stat, statfs, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkedName,
  FOLDER_PATHS,
  FOLDERS,
  isStorableName,
  type Folder,
  type Storage,
  type StorageLimits,
} from './storage.ts';
import { clearStaleTemps, removeTempIn, tempPathIn } from './temp.ts';

// The stored files in DATA_DIR's folders (the default). tmp/ sits on the same
// file system, so placing an upload is a rename, never a copy.

/** The folder of `folder` under `dataDir`. */
export const diskFolder = (dataDir: string, folder: Folder) =>
  path.join(dataDir, ...FOLDER_PATHS[folder].split('/'));

const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === 'ENOENT';

export function createDiskStorage(dataDir: string, limits: StorageLimits): Storage {
  const tmpDir = path.join(dataDir, 'tmp');
  const at = (folder: Folder, name: string) =>
    path.join(diskFolder(dataDir, folder), checkedName(folder, name));
  const statFile = async (file: string) => {
    const info = await stat(file).catch((err: unknown) => {
      if (missing(err)) return undefined;
      throw err;
    });
    return info?.isFile() ? { size: info.size, modified: info.mtime } : null;
  };
  const tempPath = () => tempPathIn(tmpDir);
  return {
    kind: 'disk',
    tmpDir,
    tempPath,
    removeTemp: (temp) => removeTempIn(tmpDir, temp),
    moveIntoPlace: async (temp, folder, name) => {
      if (path.dirname(temp) !== tmpDir) throw new Error(`not a temporary path: ${temp}`);
      await rename(temp, at(folder, name));
    },
    put: async (folder, name, body) => {
      const target = at(folder, name);
      const temp = tempPath();
      try {
        const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
        await pipeline(source, createWriteStream(temp, { flags: 'wx' }));
        await rename(temp, target);
      } finally {
        await removeTempIn(tmpDir, temp);
      }
    },
    read: async (folder, name) => {
      const file = at(folder, name);
      const info = await statFile(file);
      return info && { ...info, stream: createReadStream(file) };
    },
    stat: async (folder, name) => statFile(at(folder, name)),
    remove: async (folder, name) => {
      try {
        await unlink(at(folder, name));
      } catch (err) {
        if (!missing(err)) throw err;
      }
    },
    list: async function* (folder) {
      const dir = diskFolder(dataDir, folder);
      const names = await readdir(dir).catch((err: unknown) => {
        if (missing(err)) return [];
        throw err;
      });
      for (const name of names.sort()) {
        if (!isStorableName(folder, name)) continue;
        const info = await statFile(path.join(dir, name));
        if (info) yield { name, ...info };
      }
    },
    signedUrl: async () => null,
    redirectDownloads: false,
    limits,
    freeBytes: async () => {
      // bavail, not bfree: the blocks kept for the system are no room for uploads.
      const stats = await statfs(dataDir);
      return stats.bavail * stats.bsize;
    },
    prepare: async (now) => {
      for (const folder of FOLDERS) await mkdir(diskFolder(dataDir, folder), { recursive: true });
      await clearStaleTemps(tmpDir, now);
    },
    close: async () => {},
  };
}
