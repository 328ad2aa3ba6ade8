import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { CurrentVersion, SiteLanguage, VersionItem } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import { TtlCache } from '../../infra/ttl-cache.ts';

/**
 * The version check runs at every game start; answers are kept this long in
 * each process. An administrator's change clears them at once in the process
 * that made it (others follow within this time).
 */
const ANSWER_TTL_MS = 10_000;

/** The answers the releases' public calls keep for a while. */
export class VersionAnswers {
  readonly current = new TtlCache<SiteLanguage, CurrentVersion>(ANSWER_TTL_MS);
  readonly history = new TtlCache<SiteLanguage, VersionItem[]>(ANSWER_TTL_MS);
  readonly checkFiles = new TtlCache<string, string>(ANSWER_TTL_MS);

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
  return { db: app.db, answers: new VersionAnswers() };
}
