import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { GlossaryTerm, TranslationStatusItem } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Changes, Notices } from '../../platform/cache/writes.ts';
import { Cache } from '../../platform/cache/cache.ts';

/**
 * Completion changes only when a translation is saved, and the status table
 * is read on every visit of the status page and the translation centre:
 * answers are kept this long, and cleared at once by a save in this process.
 */
const STATUS_TTL_MS = 10_000;

const HOUR = 60 * 60;
const NAMES_TTL_MS = HOUR * 1000;

/** What the translations' services need, taken from the app's infrastructure. */
export interface TranslationsDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Told what the area's moderation changed (its routes' writes announce themselves). */
  changes: Changes;
  /** The status table per language; every save clears it. */
  status: Cache<TranslationStatusItem[]>;
  /** The glossary's terms taken from the encyclopedia; an encyclopedia change clears them. */
  names: Cache<GlossaryTerm[]>;
  /** Tells a member what became of their suggestion (absent outside a site: no one is told). */
  notices?: Pick<Notices, 'publish'>;
}

export function translationsDeps(app: FastifyInstance): TranslationsDeps {
  const status = new Cache<TranslationStatusItem[]>({
    maxEntries: 10,
    maxAgeMs: STATUS_TTL_MS,
    meter: app.metrics.cache('translations-status'),
  });
  // Names change with an import, which announces nothing: an hour at most.
  const names = new Cache<GlossaryTerm[]>({
    maxEntries: 10,
    maxAgeMs: NAMES_TTL_MS,
    meter: app.metrics.cache('glossary-names'),
  });
  // A save made through another process drops them here too.
  app.changes.listen((topic) => {
    if (topic === 'translations') status.clear();
    if (topic === 'encyclopedia') names.clear();
  });
  return {
    db: app.db,
    clock: app.clock,
    changes: app.changes,
    status,
    names,
    notices: app.notices,
  };
}

/** The text_versions subject of a language file. */
export const subjectOf = (language: string, filekey: string) =>
  `translation/${language}/${filekey}`;

/** The language every other one is measured against. */
export const COMPLETION_REFERENCE = 'en';
