import type { Kysely } from 'kysely';
import type { SiteLanguage, VersionItem } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import type { VersionsTable } from './table.ts';

type Db = Kysely<Database>;

/** The columns of a version item, with the title and description in the asked language. */
function selectVersionItem(db: Db, language: SiteLanguage) {
  return db
    .selectFrom('versions')
    .select([
      'version',
      'mcversion',
      'url',
      'serverurl',
      'devversion',
      'released_at as date',
      `title_${language} as title`,
      `description_${language} as description`,
    ]);
}

type VersionRow = Omit<VersionItem, 'devversion'> & { devversion: number };

const toVersionItem = ({ devversion, ...row }: VersionRow): VersionItem => ({
  ...row,
  devversion: devversion ? '1' : '0',
});

/** Every release, newest first. */
export async function listVersions(db: Db, language: SiteLanguage): Promise<VersionItem[]> {
  const rows = await selectVersionItem(db, language)
    .orderBy('released_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map(toVersionItem);
}

/**
 * The release the version check announces: the one an administrator marked
 * current, otherwise the newest that is not a development build.
 */
export async function findLatestRelease(
  db: Db,
  language: SiteLanguage,
): Promise<VersionItem | undefined> {
  const row = await selectVersionItem(db, language)
    .where((eb) => eb.or([eb('is_current', '=', 1), eb('devversion', '=', 0)]))
    .orderBy('is_current', 'desc')
    .orderBy('released_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toVersionItem(row);
}

export type NewVersion = Omit<VersionsTable, 'id' | 'is_current'> & { is_current?: number };

export async function insertVersions(db: Db, versions: NewVersion[]): Promise<void> {
  if (versions.length === 0) return;
  await db.insertInto('versions').values(versions).execute();
}

/** The newest release for one game version; with `withDev`, development builds count too. */
export function findLatestForGame(db: Db, mcversion: string, withDev: boolean) {
  let query = db
    .selectFrom('versions')
    .select(['version', 'description_en', 'description_fr'])
    .where('mcversion', '=', mcversion);
  if (!withDev) {
    query = query
      .where((eb) => eb.or([eb('is_current', '=', 1), eb('devversion', '=', 0)]))
      .orderBy('is_current', 'desc');
  }
  return query.orderBy('released_at', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
}

export function listVersionRows(db: Db) {
  return db
    .selectFrom('versions')
    .selectAll()
    .orderBy('released_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findVersionRow(db: Db, id: number) {
  return db.selectFrom('versions').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertVersion(db: Db, version: NewVersion): Promise<number> {
  const row = await db
    .insertInto('versions')
    .values(version)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVersion(db: Db, id: number, version: NewVersion): Promise<boolean> {
  const result = await db
    .updateTable('versions')
    .set(version)
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function deleteVersion(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('versions').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Marks one release current and no other. */
export async function markCurrent(db: Db, id: number): Promise<void> {
  await db
    .updateTable('versions')
    .set((eb) => ({ is_current: eb.case().when('id', '=', id).then(1).else(0).end() }))
    .execute();
}

/** When the latest release came out: the history page's last change, for the sitemap. */
export async function lastReleaseDate(db: Db): Promise<string | null> {
  const row = await db
    .selectFrom('versions')
    .select((eb) => eb.fn.max('released_at').as('last'))
    .executeTakeFirst();
  return row?.last ?? null;
}
