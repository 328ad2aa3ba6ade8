import type { Kysely } from 'kysely';

// Frozen: written once for SQLite and PostgreSQL. Dates are ISO 8601 text in
// UTC, flags are 0/1 integers, so both dialects store and sort them alike.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('languages')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_native', 'text', (c) => c.notNull())
    .addColumn('percentage', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('languages').execute();
}
