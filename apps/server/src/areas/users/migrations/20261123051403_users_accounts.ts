import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('password_resets'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('password_resets_user')
    .on('password_resets')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('captcha_uses')
    .addColumn('signature', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('captcha_uses').execute();
  await db.schema.dropTable('password_resets').execute();
}
