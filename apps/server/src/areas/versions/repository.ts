import type { Kysely, Selectable } from 'kysely';
import type { SiteLanguage, VersionItem } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { VersionsTable } from './table.ts';

type Db = Kysely<Database>;

function toVersionItem(row: Selectable<VersionsTable>, language: SiteLanguage): VersionItem {
  return {
    version: row.version,
    mcversion: row.mcversion,
    url: row.url,
    serverurl: row.serverurl,
    devversion: row.devversion ? '1' : '0',
    date: row.released_at,
    title: language === 'fr' ? row.title_fr : row.title_en,
    description: language === 'fr' ? row.description_fr : row.description_en,
  };
}

/** Every release, newest first. */
export async function listVersions(db: Db, language: SiteLanguage): Promise<VersionItem[]> {
  const rows = await db
    .selectFrom('versions')
    .selectAll()
    .orderBy('released_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => toVersionItem(row, language));
}

/** The newest release that is not a development build. */
export async function findLatestRelease(
  db: Db,
  language: SiteLanguage,
): Promise<VersionItem | undefined> {
  const row = await db
    .selectFrom('versions')
    .selectAll()
    .where('devversion', '=', 0)
    .orderBy('released_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toVersionItem(row, language);
}

export type NewVersion = Omit<VersionsTable, 'id'>;

export async function insertVersions(db: Db, versions: NewVersion[]): Promise<void> {
  if (versions.length === 0) return;
  await db.insertInto('versions').values(versions).execute();
}
