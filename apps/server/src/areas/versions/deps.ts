import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CurrentVersion, VersionItem } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { Metrics } from '../../platform/ops/metrics.ts';
import { Cache } from '../../platform/cache/cache.ts';

/**
 * The version check runs at every game start; answers are cached this long in
 * each process. An administrator's change clears them at once in the process
 * that made it, and in the others as soon as they hear of it (app.changes).
 */
const ANSWER_TTL_MS = 10_000;

/** The answers the releases' public calls cache for a while. */
export class VersionAnswers {
  readonly current: Cache<CurrentVersion>;
  readonly history: Cache<VersionItem[]>;
  readonly checkFiles: Cache<string>;

  constructor(metrics: Metrics) {
    const cache = <V extends NonNullable<unknown>>(name: string, maxEntries: number) =>
      new Cache<V>({ maxEntries, maxAgeMs: ANSWER_TTL_MS, meter: metrics.cache(name) });
    this.current = cache('versions-current', 10);
    this.history = cache('versions-history', 10);
    // Keyed by the game's version the mod sends: bounded, whatever it sends.
    this.checkFiles = cache('versions-checkfiles', 1_000);
  }

  clear(): void {
    for (const cache of [this.current, this.history, this.checkFiles]) cache.clear();
  }
}

/** What the releases' services need, taken from the app's infrastructure. */
export interface VersionsDeps {
  db: Kysely<Database>;
  answers: VersionAnswers;
}

export function versionsDeps(app: FastifyInstance): VersionsDeps {
  const answers = new VersionAnswers(app.metrics);
  // A change made through another process drops them here too.
  app.changes.listen((topic) => topic === 'versions' && answers.clear());
  return { db: app.db, answers };
}
