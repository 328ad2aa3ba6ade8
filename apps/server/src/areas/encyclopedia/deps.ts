import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  ContentIndexCategory,
  CultureRecord,
  EntryDetail,
  ItemRecord,
} from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Changes } from '../../platform/cache/writes.ts';
import type { Storage } from '../../platform/storage/storage.ts';
import type { Metrics } from '../../platform/ops/metrics.ts';
import { Cache } from '../../platform/cache/cache.ts';

/**
 * Entries change with an import (another process) and with users' edits;
 * pages are read far more often. Answers are kept this long in each process;
 * a write in this process clears them at once.
 */
const ANSWER_TTL_MS = 10_000;

/** The encyclopedia's cached answers, per language (and culture, type, item). */
export class EncyclopediaAnswers {
  readonly cultures: Cache<CultureRecord[]>;
  readonly lists: Cache<ItemRecord[]>;
  readonly entries: Cache<EntryDetail>;
  readonly index: Cache<ContentIndexCategory[]>;

  constructor(metrics: Metrics) {
    const cache = <V extends NonNullable<unknown>>(name: string, maxEntries: number) =>
      new Cache<V>({ maxEntries, maxAgeMs: ANSWER_TTL_MS, meter: metrics.cache(name) });
    this.cultures = cache('encyclopedia-cultures', 10);
    this.lists = cache('encyclopedia-lists', 1_000);
    this.entries = cache('encyclopedia-entries', 10_000);
    this.index = cache('encyclopedia-index', 10);
  }

  clear(): void {
    for (const cache of [this.cultures, this.lists, this.entries, this.index]) cache.clear();
  }
}

/** What the encyclopedia's services need, taken from the app's infrastructure. */
export interface EncyclopediaDeps {
  db: Kysely<Database>;
  storage: Storage;
  clock: Clock;
  /** Told what the area's moderation changed (its routes' writes announce themselves). */
  changes: Changes;
  /** Cleared after every description or image write, so the next read sees it. */
  answers: EncyclopediaAnswers;
}

export function encyclopediaDeps(app: FastifyInstance): EncyclopediaDeps {
  const answers = new EncyclopediaAnswers(app.metrics);
  // An edit made through another process drops them here too.
  app.changes.listen((topic) => topic === 'encyclopedia' && answers.clear());
  return {
    db: app.db,
    storage: app.storage,
    clock: app.clock,
    changes: app.changes,
    answers,
  };
}

/** What writing the travel-book export needs (the import command has no cached answers). */
export type ImportDeps = Pick<EncyclopediaDeps, 'db' | 'storage' | 'clock'>;
