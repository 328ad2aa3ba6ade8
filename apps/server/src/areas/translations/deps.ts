import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { SiteLanguage, TranslationStatusItem } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../infra/clock.ts';
import { TtlCache } from '../../infra/ttl-cache.ts';

/**
 * Completion changes only when a translation is saved, and the status table
 * is read on every visit of the status page and the translation centre:
 * answers are kept this long, and cleared at once by a save in this process.
 */
const STATUS_TTL_MS = 10_000;

/** What the translations' services need, taken from the app's infrastructure. */
export interface TranslationsDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** The status table per language; every save clears it. */
  status: TtlCache<SiteLanguage, TranslationStatusItem[]>;
}

export function translationsDeps(app: FastifyInstance): TranslationsDeps {
  const status = new TtlCache<SiteLanguage, TranslationStatusItem[]>(
    STATUS_TTL_MS,
    Infinity,
    app.metrics.cache('translations-status'),
  );
  // A save made through another process drops them here too.
  app.changes.listen((topic) => topic === 'translations' && status.clear());
  return { db: app.db, clock: app.clock, status };
}

/** The text_versions subject of a language file. */
export const subjectOf = (language: string, filekey: string) =>
  `translation/${language}/${filekey}`;

/** The language every other one is measured against. */
export const COMPLETION_REFERENCE = 'en';
