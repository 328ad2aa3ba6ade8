import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CurrentVersion, SiteLanguage, VersionItem } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { Metrics } from '../../infra/metrics.ts';
import { TtlCache } from '../../infra/ttl-cache.ts';

/**
 * The version check runs at every game start; answers are kept this long in
 * each process. An administrator's change clears them at once in the process
 * that made it, and in the others as soon as they hear of it (app.changes).
 */
const ANSWER_TTL_MS = 10_000;

/** The answers the releases' public calls keep for a while. */
export class VersionAnswers {
  readonly current: TtlCache<SiteLanguage, CurrentVersion>;
  readonly history: TtlCache<SiteLanguage, VersionItem[]>;
  readonly checkFiles: TtlCache<string, string>;

  constructor(metrics: Metrics) {
    const cache = <K, V>(name: string) =>
      new TtlCache<K, V>(ANSWER_TTL_MS, Infinity, metrics.cache(name));
    this.current = cache('versions-current');
    this.history = cache('versions-history');
    this.checkFiles = cache('versions-checkfiles');
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
