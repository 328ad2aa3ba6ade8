import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// Two-step sign-in: an account's authenticator secret (null while the second
// factor is off), a secret being set up (kept apart until a code of it is
// confirmed), the last time step a code was accepted for (each code opens
// once), and its one-time recovery codes, stored as SHA-256.
//
// The moderation log: what administrators did to accounts (levels,
// suspensions, rollbacks, second factors reset), kept when either account goes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('second_factor_secret', 'text').execute();
  await db.schema.alterTable('users').addColumn('second_factor_pending', 'text').execute();
  await db.schema.alterTable('users').addColumn('second_factor_step', 'integer').execute();
  await withId(db, db.schema.createTable('recovery_codes'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('recovery_codes_user')
    .on('recovery_codes')
    .columns(['user_id', 'code_hash'])
    .execute();
  await withId(db, db.schema.createTable('moderation_log'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('by_login', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('account_login', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('moderation_log').execute();
  await db.schema.dropTable('recovery_codes').execute();
  await db.schema.alterTable('users').dropColumn('second_factor_step').execute();
  await db.schema.alterTable('users').dropColumn('second_factor_pending').execute();
  await db.schema.alterTable('users').dropColumn('second_factor_secret').execute();
}
