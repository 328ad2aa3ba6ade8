import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { SITE_MIGRATIONS } from '../areas.ts';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../test/databases.ts';
import { connectDatabase, type DialectName } from './connect.ts';
import type { Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { RENAMED_MIGRATIONS } from './migrations/index.ts';

// Databases made by the release of 2026-11-25 (its migrations then numbered
// 0001 to 0014, each spanning several areas), with its seeds and demo
// content: the SQLite file itself, and pg_dump's text of its schema
// 'millenaire_release_fixture'.
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const RELEASE_SCHEMA = 'millenaire_release_fixture';

type Db = Kysely<Database>;

async function restoreRelease(database: TestDatabase): Promise<void> {
  if (database.dialect === 'sqlite') {
    const file = gunzipSync(readFileSync(path.join(FIXTURES, 'release-2026-11-25.sqlite.gz')));
    writeFileSync(path.join(database.dataDir, 'site.db'), file);
    return;
  }
  const url = new URL(database.databaseUrl!);
  const schema = /search_path=([a-z0-9_]+)/.exec(url.searchParams.get('options') ?? '')![1]!;
  const dump = gunzipSync(readFileSync(path.join(FIXTURES, 'release-2026-11-25.postgres.sql.gz')))
    .toString('utf8')
    .replace(`CREATE SCHEMA ${RELEASE_SCHEMA};`, '')
    // The trigram operators live with the extension, in public.
    .replaceAll(`${RELEASE_SCHEMA}.gin_trgm_ops`, 'public.gin_trgm_ops')
    .replaceAll(RELEASE_SCHEMA, schema);
  const client = new pg.Client({ connectionString: database.databaseUrl });
  await client.connect();
  try {
    await client.query(dump);
  } finally {
    await client.end();
  }
}

async function schemaOf(db: Db, dialect: DialectName): Promise<unknown> {
  if (dialect === 'sqlite') {
    const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
      select type, name, sql from sqlite_master order by type, name`.execute(db);
    return rows.map((r) => ({ ...r, sql: r.sql?.replace(/\s+/g, ' ') }));
  }
  const columns = await sql`
    select table_name, column_name, ordinal_position, data_type, column_default, is_nullable
    from information_schema.columns where table_schema = current_schema()
    order by table_name, ordinal_position`.execute(db);
  const indexes = await sql`
    select tablename, indexname, replace(indexdef, current_schema() || '.', '') as indexdef
    from pg_indexes where schemaname = current_schema() order by indexname`.execute(db);
  const constraints = await sql`
    select conname, pg_get_constraintdef(c.oid) as definition from pg_constraint c
    join pg_namespace n on n.oid = c.connamespace where n.nspname = current_schema()
    order by conname`.execute(db);
  const triggers = await sql`
    select trigger_name, event_manipulation, event_object_table, action_statement
    from information_schema.triggers where trigger_schema = current_schema()
    order by trigger_name, event_manipulation`.execute(db);
  const functions = await sql`
    select proname, prosrc from pg_proc p join pg_namespace n on n.oid = p.pronamespace
    where n.nspname = current_schema() order by proname`.execute(db);
  return [columns.rows, indexes.rows, constraints.rows, triggers.rows, functions.rows];
}

const migrationNames = async (db: Db) =>
  (
    await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db)
  ).rows.map((r) => r.name);

/** The migrations written since a database was made, knowing the names it used then. */
const newerThan = async (db: Db) => {
  const shipped = (await migrationNames(db)).flatMap((name) => RENAMED_MIGRATIONS[name] ?? [name]);
  return Object.keys(SITE_MIGRATIONS)
    .sort()
    .filter((name) => !shipped.includes(name));
};

describe.each(TEST_DIALECTS)('migrations on %s', (dialect) => {
  const opened: { db: Db; database: TestDatabase }[] = [];
  const open = async (prepare?: (database: TestDatabase) => Promise<void>) => {
    const database = await createTestDatabase(dialect);
    await prepare?.(database);
    const { db } = connectDatabase(database);
    opened.push({ db, database });
    return db;
  };
  afterEach(async () => {
    for (const { db, database } of opened.splice(0)) {
      await db.destroy();
      await database.drop();
    }
  });

  it('upgrade a database made by the last release to the schema of a new one, running nothing again', async () => {
    const fresh = await open();
    const ranFresh = await migrateToLatest(fresh, SITE_MIGRATIONS);
    expect(ranFresh).toEqual(Object.keys(SITE_MIGRATIONS).sort());

    const old = await open(restoreRelease);
    const before = await old.selectFrom('library_contents').select(['id', 'title']).execute();
    expect(before.length).toBeGreaterThan(0);
    const newer = await newerThan(old);
    const ranOld = await migrateToLatest(old, SITE_MIGRATIONS);

    // Only the migrations written since that release run.
    expect(ranOld).toEqual(newer);
    expect(await migrationNames(old)).toEqual(await migrationNames(fresh));
    expect(await schemaOf(old, dialect)).toEqual(await schemaOf(fresh, dialect));
    // What the site held is still there, and the seeds it ran are not run again.
    expect(await old.selectFrom('library_contents').select(['id', 'title']).execute()).toEqual(
      before,
    );
    const seeds = await old.selectFrom('seeds').select('name').execute();
    expect(seeds.map((s) => s.name)).toContain('admin-account');
  });

  // Several processes share one database on PostgreSQL; SQLite is one process's.
  it.runIf(dialect === 'postgres')(
    'run each migration once when two processes start on one database at once',
    async () => {
      const db = await open(restoreRelease);
      const second = connectDatabase(opened[0]!.database);
      try {
        const newer = await newerThan(db);
        const [a, b] = await Promise.all([
          migrateToLatest(db, SITE_MIGRATIONS),
          migrateToLatest(second.db, SITE_MIGRATIONS),
        ]);
        expect([...a, ...b].sort()).toEqual(newer);
        expect(await migrationNames(db)).toEqual(Object.keys(SITE_MIGRATIONS).sort());
      } finally {
        await second.db.destroy();
      }
    },
  );
});

describe('the names of the release before areas owned their migrations', () => {
  it('stand for migrations that exist, each named once', () => {
    const renamed = Object.values(RENAMED_MIGRATIONS).flat();
    expect(new Set(renamed).size).toBe(renamed.length);
    for (const name of renamed) expect(SITE_MIGRATIONS).toHaveProperty([name]);
  });

  it("and every migration's name starts with the time it was written", () => {
    for (const name of Object.keys(SITE_MIGRATIONS)) expect(name).toMatch(/^\d{14}_[a-z0-9_]+$/);
  });
});
