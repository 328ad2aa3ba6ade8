import type { Kysely } from 'kysely';
import type { SiteLanguage, TranslationStatusItem } from '@millenaire/contracts';
import type { Database } from '../../../db/database.ts';
import { TtlCache } from '../../../infra/ttl-cache.ts';
import { listLanguageStatus } from './repository.ts';

export interface StatusDeps {
  db: Kysely<Database>;
}

/**
 * Completion changes only when a translation is saved, and the table is
 * read on every visit of the status page and the translation centre: answers
 * are kept this long.
 */
const CACHE_TTL_MS = 10_000;

export function createTranslationStatusService({ db }: StatusDeps) {
  const status = new TtlCache<SiteLanguage, TranslationStatusItem[]>(CACHE_TTL_MS);
  return {
    /** The translation status table, which is also the list of the mod's languages. */
    getTranslationStatus: (language: SiteLanguage) =>
      status.get(language, () => listLanguageStatus(db, language)),
    /** After a save changed a completion. */
    clear: () => status.clear(),
  };
}

export type TranslationStatusService = ReturnType<typeof createTranslationStatusService>;
