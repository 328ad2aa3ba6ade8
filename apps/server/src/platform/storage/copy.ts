import { createHash } from 'node:crypto';
import { FOLDER_PATHS, FOLDERS, type Folder, type Storage, type StoredEntry } from './storage.ts';

// Copies every stored file from one storage to another (DATA_DIR's folders
// to a bucket, when a site moves), checking each copy's size and SHA-256.

export interface CopySummary {
  /** Files in the source. */
  files: number;
  copied: number;
  /** Already in the target, the same size and SHA-256. */
  skipped: number;
  /** Bytes sent. */
  bytes: number;
  /** Copies whose size or SHA-256 differ from the source's, as `<folder path>/<name>`. */
  mismatched: string[];
}

export interface CopyOptions {
  /** One line per step: each file copied or skipped, with its rank. */
  log?: (line: string) => void;
}

/** Size and SHA-256 of a stored file, read through; null when it is not there. */
export async function digestStored(
  storage: Storage,
  folder: Folder,
  name: string,
): Promise<{ size: number; sha256: string } | null> {
  const found = await storage.read(folder, name);
  if (!found) return null;
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of found.stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    hash.update(chunk);
  }
  return { size, sha256: hash.digest('hex') };
}

/**
 * Copies every file of `from` into `to`. A file `to` already holds with the
 * same size and SHA-256 is skipped, so a copy cut short can be run again; a
 * file removed from `from` meanwhile is passed over. Each copy is read back
 * and checked: one that differs is named in `mismatched`.
 */
export async function copyStorage(
  from: Storage,
  to: Storage,
  { log = () => {} }: CopyOptions = {},
): Promise<CopySummary> {
  const entries: { folder: Folder; entry: StoredEntry }[] = [];
  for (const folder of FOLDERS) {
    for await (const entry of from.list(folder)) entries.push({ folder, entry });
  }
  const summary: CopySummary = {
    files: entries.length,
    copied: 0,
    skipped: 0,
    bytes: 0,
    mismatched: [],
  };
  const width = String(entries.length).length;
  for (const [i, { folder, entry }] of entries.entries()) {
    const where = `${FOLDER_PATHS[folder]}/${entry.name}`;
    const rank = `[${String(i + 1).padStart(width)}/${entries.length}]`;
    const source = await digestStored(from, folder, entry.name);
    if (!source) {
      log(`${rank} ${where}: gone from the source meanwhile, passed over`);
      continue;
    }
    const existing = await to.stat(folder, entry.name);
    if (existing?.size === source.size) {
      const there = await digestStored(to, folder, entry.name);
      if (there?.sha256 === source.sha256) {
        summary.skipped += 1;
        log(`${rank} ${where}: already there, the same`);
        continue;
      }
    }
    const found = await from.read(folder, entry.name);
    if (!found) continue;
    await to.put(folder, entry.name, found.stream);
    const copy = await digestStored(to, folder, entry.name);
    if (copy?.size !== source.size || copy.sha256 !== source.sha256) {
      summary.mismatched.push(where);
      log(`${rank} ${where}: the copy differs from the source (size or SHA-256)`);
      continue;
    }
    summary.copied += 1;
    summary.bytes += source.size;
    log(`${rank} ${where}: copied, ${source.size} bytes, SHA-256 checked`);
  }
  return summary;
}
