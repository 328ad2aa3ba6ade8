import { Migrator, PostgresAdapter, sql, type Kysely } from 'kysely';
import type { Database } from './database.ts';
import { migrations } from './migrations/index.ts';

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

/** Brings the schema up to date; throws when a migration fails. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const schema = await workingSchema(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Numbers are taken when a change starts, and changes land in any order: a
    // site that already ran 0009 still runs a 0007 that arrives after it.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
