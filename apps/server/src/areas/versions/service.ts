import type { Kysely } from 'kysely';
import type { CurrentVersion, SiteLanguage, VersionItem } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../infra/errors.ts';
import { findLatestRelease, listVersions } from './repository.ts';

export async function getCurrentVersion(
  db: Kysely<Database>,
  language: SiteLanguage,
): Promise<CurrentVersion> {
  const latest = await findLatestRelease(db, language);
  if (!latest) throw notFound();
  return {
    version: latest.version,
    url: latest.url,
    date: latest.date,
    description: latest.description,
  };
}

export function getVersionHistory(
  db: Kysely<Database>,
  language: SiteLanguage,
): Promise<VersionItem[]> {
  return listVersions(db, language);
}
