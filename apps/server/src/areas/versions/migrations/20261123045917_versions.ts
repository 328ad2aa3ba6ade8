import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// Frozen: written once for SQLite and PostgreSQL. Dates are ISO 8601 text in
// UTC, flags are 0/1 integers, so both dialects store and sort them alike.

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('versions'))
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('mcversion', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('serverurl', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('devversion', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('released_at', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_fr', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_fr', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('versions_released_at')
    .on('versions')
    .column('released_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('versions').execute();
}
