import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../infra/clock.ts';
import { writeBudget, type WriteBudget } from '../../infra/rate-limits.ts';
import type { Storage } from '../../infra/storage.ts';
import { UNMETERED, type CacheMeter } from '../../infra/metrics.ts';
import { Cache } from '../../infra/cache.ts';

/** How long a free-text search's result is kept for paging through it, and how many are kept. */
const SEARCH_TTL_MS = 60_000;
const SEARCH_CACHE_ENTRIES = 500;

const MINUTES = 60;
const HOUR = 60 * MINUTES;
const DAY = 24 * HOUR;

function budget(
  app: Pick<FastifyInstance, 'limit'>,
  name: string,
  points: number,
  duration: number,
): WriteBudget {
  // A school or a family shares one address: ten of its members at full pace.
  return writeBudget(app, `library-${name}`, { account: points, address: points * 10, duration });
}

/**
 * The library's write budgets (docs/security.md lists them): far above what
 * a member does on a busy day, far below what a script does in a minute.
 */
export function libraryBudgets(app: Pick<FastifyInstance, 'limit'>) {
  return {
    /** New contents: a creator publishes a few a week. */
    create: budget(app, 'create', 10, HOUR),
    /** Comments written or edited. */
    comments: budget(app, 'comments', 20, 10 * MINUTES),
    /** Stars given or taken back. */
    stars: budget(app, 'stars', 60, 10 * MINUTES),
    /** Images added: a content shows a handful. */
    images: budget(app, 'images', 30, HOUR),
    /** Legends changed. */
    legends: budget(app, 'legends', 60, 10 * MINUTES),
    /** Archives uploaded: a creator uploads a few a day, with a retry or two. */
    archives: budget(app, 'archives', 20, DAY),
  };
}
export type LibraryBudgets = ReturnType<typeof libraryBudgets>;

/** What the library's services need, taken from the app's infrastructure. */
export interface LibraryDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  /** Largest archive accepted, in bytes (LIBRARY_MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  budgets: LibraryBudgets;
  /**
   * Free-text searches' matching ids in list order, by filter and sort:
   * paging through a search reads a slice. Emptied when a content is created
   * or edited; counters moving change an order for a minute at most.
   */
  searches: Cache<number[]>;
}

/** The library's services' needs, with a new search cache. */
export function createLibraryDeps(
  parts: Omit<LibraryDeps, 'searches'>,
  meter: CacheMeter = UNMETERED,
): LibraryDeps {
  return {
    ...parts,
    searches: new Cache({ maxEntries: SEARCH_CACHE_ENTRIES, maxAgeMs: SEARCH_TTL_MS, meter }),
  };
}

export function libraryDeps(app: FastifyInstance): LibraryDeps {
  const deps = createLibraryDeps(
    {
      db: app.db,
      clock: app.clock,
      storage: app.storage,
      maxUploadBytes: app.config.libraryMaxUploadMb * 1024 * 1024,
      budgets: libraryBudgets(app),
    },
    app.metrics.cache('library-searches'),
  );
  // A content created or edited through another process drops them here too.
  app.changes.listen((topic) => topic === 'library' && deps.searches.clear());
  return deps;
}
