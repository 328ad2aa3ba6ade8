import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

// Frozen: written once for SQLite and PostgreSQL. Dates are ISO 8601 text in
// UTC, flags are 0/1 integers, so both dialects store and sort them alike.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('seeds')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('ran_at', 'text', (c) => c.notNull())
    .execute();

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

  await db.schema
    .createTable('languages')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('name_fr', 'text', (c) => c.notNull())
    .addColumn('name_native', 'text', (c) => c.notNull())
    .addColumn('percentage', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('users'))
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('login_key', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('accountlevel', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('lastlogin', 'text')
    .addColumn('logincount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('users_email').on('users').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['users', 'languages', 'versions', 'seeds']) {
    await db.schema.dropTable(table).execute();
  }
}
