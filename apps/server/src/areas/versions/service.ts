import type { Kysely } from 'kysely';
import type { CurrentVersion, SiteLanguage, VersionItem } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../infra/errors.ts';
import { TtlCache } from '../../infra/ttl-cache.ts';
import { findLatestRelease, listVersions } from './repository.ts';

/**
 * Releases change a few times a year (through the seeds and importers, which
 * write directly); the version check runs at every game start, so answers may
 * be up to this old.
 */
const CACHE_TTL_MS = 10_000;

export function createVersionService(db: Kysely<Database>) {
  const current = new TtlCache<SiteLanguage, CurrentVersion>(CACHE_TTL_MS);
  const history = new TtlCache<SiteLanguage, VersionItem[]>(CACHE_TTL_MS);

  return {
    getCurrentVersion: (language: SiteLanguage) =>
      current.get(language, async () => {
        const latest = await findLatestRelease(db, language);
        if (!latest) throw notFound();
        const { version, url, date, description } = latest;
        return { version, url, date, description };
      }),

    getVersionHistory: (language: SiteLanguage) =>
      history.get(language, () => listVersions(db, language)),
  };
}
