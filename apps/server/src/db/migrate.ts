import { Migrator, PostgresAdapter, sql, type Kysely, type Migration } from 'kysely';
import type { Database } from './database.ts';
import { RENAMED_MIGRATIONS } from './migrations/index.ts';

/**
 * On PostgreSQL, the schema the connection works in (its search_path). The
 * migrator is told it: otherwise it looks for its own tables in every schema,
 * and a site whose database holds another schema with them (another site,
 * another test run) would think its tables exist.
 */
async function workingSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

interface MigrationRow {
  name: string;
  timestamp: string;
}

/**
 * Records under today's names what a database ran under the old numbered
 * names, in one transaction; two processes starting at once both end with
 * the same rows.
 */
async function renameOldMigrations(db: Kysely<Database>, schema: string | undefined) {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  const here = tables.filter(
    (t) => t.name === 'kysely_migration' && (!schema || t.schema === schema),
  );
  if (here.length === 0) return;
  const anyDb = db as unknown as Kysely<{ kysely_migration: MigrationRow }>;
  const table = schema ? anyDb.withSchema(schema) : anyDb;
  await table.transaction().execute(async (trx) => {
    const old = await trx
      .selectFrom('kysely_migration')
      .select(['name', 'timestamp'])
      .where('name', 'in', Object.keys(RENAMED_MIGRATIONS))
      .execute();
    for (const row of old) {
      for (const name of RENAMED_MIGRATIONS[row.name] ?? []) {
        await trx
          .insertInto('kysely_migration')
          .values({ name, timestamp: row.timestamp })
          .onConflict((oc) => oc.column('name').doNothing())
          .execute();
      }
      await trx.deleteFrom('kysely_migration').where('name', '=', row.name).execute();
    }
  });
}

/** Brings the schema up to date with the given migrations; throws when one fails. */
export async function migrateToLatest(
  db: Kysely<Database>,
  migrations: Record<string, Migration>,
): Promise<string[]> {
  const schema = await workingSchema(db);
  await renameOldMigrations(db, schema);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Changes land in any order: a site that already ran a later migration
    // still runs one written earlier that arrives after it.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
