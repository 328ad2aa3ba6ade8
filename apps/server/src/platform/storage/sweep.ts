import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Storage, StoredEntry } from './storage.ts';

// The start-up sweep of upload files that no record names.

/** What the sweep needs of the storage (platform/storage/storage.ts). */
export type SweptStorage = Pick<Storage, 'list' | 'remove'>;

/** The stored folders whose files records name: `libraryres/img/` and `files/`. */
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
  storage: SweptStorage,
  db: Kysely<Database>,
  sources: readonly StoredFileSource[],
  now: () => number = Date.now,
): Promise<string[]> {
  const swept: string[] = [];
  for (const folder of ['images', 'files'] as const) {
    const ofFolder = sources.filter((source) => source.folder === folder);
    if (ofFolder.length === 0) continue;
    const candidates: StoredEntry[] = [];
    for await (const entry of storage.list(folder)) {
      if (GENERATED_NAME.test(entry.name)) candidates.push(entry);
    }
    if (candidates.length === 0) continue;
    const referenced = new Set<string>();
    for (const source of ofFolder) {
      for (const name of await source.names(db)) referenced.add(name);
    }
    for (const { name, modified } of candidates) {
      if (referenced.has(name) || now() - modified.getTime() < SWEEP_MIN_AGE_MS) continue;
      await storage.remove(folder, name);
      swept.push(`${folder}/${name}`);
    }
  }
  return swept;
}
