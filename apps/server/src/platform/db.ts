import fp from 'fastify-plugin';
import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { connectDatabase, type DialectName, type PoolCounts } from '../db/connect.ts';
import type { Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dialect: DialectName;
    /** The PostgreSQL pool's counts, for the metrics; undefined on SQLite. */
    dbPool: PoolCounts | undefined;
  }
}

/** Opens the database, runs the migrations and closes it when the app closes. */
export const databasePlugin = fp<{ config: Config; migrations: Record<string, Migration> }>(
  async (app, { config, migrations }) => {
    const { db, dialect, pool } = connectDatabase(config);
    app.decorate('db', db);
    app.decorate('dialect', dialect);
    app.decorate('dbPool', pool);
    app.addHook('onClose', async () => db.destroy());
    const ran = await migrateToLatest(db, migrations);
    if (ran.length > 0) app.log.info({ migrations: ran, dialect }, 'database migrated');
  },
  { name: 'database' },
);

export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db);
}
