import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../infra/clock.ts';

/** What the translation centre's services need, taken from the app's infrastructure. */
export interface TranslationsDeps {
  db: Kysely<Database>;
  clock: Clock;
  /** Called after every save, so the status table's cached answers are redone. */
  onChange(): void;
}

export function translationsDeps(app: FastifyInstance, onChange: () => void): TranslationsDeps {
  return { db: app.db, clock: app.clock, onChange };
}

/** The text_versions subject of a language file. */
export const subjectOf = (language: string, filekey: string) =>
  `translation/${language}/${filekey}`;

/** The language every other one is measured against. */
export const COMPLETION_REFERENCE = 'en';
