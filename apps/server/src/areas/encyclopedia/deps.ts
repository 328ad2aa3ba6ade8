import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type {
  ContentIndexCategory,
  CultureRecord,
  EntryDetail,
  ItemRecord,
  SiteLanguage,
} from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Storage } from '../../infra/storage.ts';
import { TtlCache } from '../../infra/ttl-cache.ts';

/**
 * Entries change with an import (another process) and with users' edits;
 * pages are read far more often. Answers are kept this long in each process;
 * a write in this process clears them at once.
 */
const ANSWER_TTL_MS = 10_000;

/** The encyclopedia's kept answers, per language (and culture, type, item). */
export class EncyclopediaAnswers {
  readonly cultures = new TtlCache<SiteLanguage, CultureRecord[]>(ANSWER_TTL_MS);
  readonly lists = new TtlCache<string, ItemRecord[]>(ANSWER_TTL_MS);
  readonly entries = new TtlCache<string, EntryDetail>(ANSWER_TTL_MS);
  readonly index = new TtlCache<SiteLanguage, ContentIndexCategory[]>(ANSWER_TTL_MS);

  clear(): void {
    for (const cache of [this.cultures, this.lists, this.entries, this.index]) cache.clear();
  }
}

/** What the encyclopedia's services need, taken from the app's infrastructure. */
export interface EncyclopediaDeps {
  db: Kysely<Database>;
  storage: Storage;
  clock: Clock;
  /** Cleared after every description or image write, so the next read sees it. */
  answers: EncyclopediaAnswers;
}

export function encyclopediaDeps(app: FastifyInstance): EncyclopediaDeps {
  return {
    db: app.db,
    storage: app.storage,
    clock: app.clock,
    answers: new EncyclopediaAnswers(),
  };
}

/** What writing the travel-book export needs (the import command has no kept answers). */
export type ImportDeps = Pick<EncyclopediaDeps, 'db' | 'storage' | 'clock'>;
