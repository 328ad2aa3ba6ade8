import type { Kysely } from 'kysely';

// Frozen: written once for SQLite and PostgreSQL. Dates are ISO 8601 text in
// UTC, flags are 0/1 integers, so both dialects store and sort them alike.

// Which seeds ran on this database, so each runs once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seeds')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('seeds').execute();
}
