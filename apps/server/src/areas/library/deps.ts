import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Changes } from '../../platform/cache/writes.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import { Cache } from '../../platform/cache/cache.ts';

/** How long a free-text search's result is kept for paging through it, and how many are kept. */
const SEARCH_TTL_MS = 60_000;
const SEARCH_CACHE_ENTRIES = 500;

/** What the library's services need, taken from the app's infrastructure. */
export interface LibraryDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Told what the area's moderation changed (its routes' writes announce themselves). */
  changes: Changes;
  storage: Storage;
  /** Largest archive accepted, in bytes (LIBRARY_MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  /**
   * Free-text searches' matching ids in list order, by filter and sort:
   * paging through a search reads a slice. Emptied when a content is created
   * or edited; counters moving change an order for a minute at most.
   */
  searches: Cache<number[]>;
}

export function libraryDeps(app: FastifyInstance): LibraryDeps {
  const searches = new Cache<number[]>({
    maxEntries: SEARCH_CACHE_ENTRIES,
    maxAgeMs: SEARCH_TTL_MS,
    meter: app.metrics.cache('library-searches'),
  });
  // A content created or edited through another process drops them here too.
  app.changes.listen((topic) => topic === 'library' && searches.clear());
  return {
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    changes: app.changes,
    maxUploadBytes: app.config.libraryMaxUploadMb * 1024 * 1024,
    searches,
  };
}
