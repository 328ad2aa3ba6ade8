import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// Frozen: written once for SQLite and PostgreSQL. Dates are ISO 8601 text in
// UTC, flags are 0/1 integers, so both dialects store and sort them alike.

export async function up(db: Kysely<unknown>): Promise<void> {
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
  await db.schema.dropTable('users').execute();
}
