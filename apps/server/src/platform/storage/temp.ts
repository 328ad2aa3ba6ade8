import { mkdir, readdir, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { generateName } from './storage.ts';

// This host's tmp/ under DATA_DIR: uploads in progress, written there and
// checked before they are placed in storage, whichever kind it is.

/**
 * An upload in progress is written to all the time; a temporary file that has
 * not changed for this long was left by a process that stopped mid-upload.
 */
export const STALE_TEMP_MS = 6 * 60 * 60 * 1000;

export const tempPathIn = (tmpDir: string) => path.join(tmpDir, generateName('.part'));

/** Removes a temp file of `tmpDir`; a missing one is no error, a path elsewhere is refused. */
export async function removeTempIn(tmpDir: string, temp: string): Promise<void> {
  if (path.dirname(temp) !== tmpDir) throw new Error(`not a temporary path: ${temp}`);
  try {
    await unlink(temp);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/**
 * Creates tmp/ and clears it of what stopped processes left there. Several
 * site processes may share the data folder: a temporary file written to
 * lately may be another process's upload in progress, so only those older
 * than STALE_TEMP_MS go.
 */
export async function clearStaleTemps(tmpDir: string, now = Date.now()): Promise<void> {
  await mkdir(tmpDir, { recursive: true });
  for (const name of await readdir(tmpDir)) {
    const leftover = path.join(tmpDir, name);
    const changed = await stat(leftover).then(
      (stats) => stats.mtimeMs,
      () => now,
    );
    if (now - changed > STALE_TEMP_MS) await rm(leftover, { recursive: true, force: true });
  }
}
