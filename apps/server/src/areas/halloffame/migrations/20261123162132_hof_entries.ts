import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('hof_entries'))
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('avatar_preview', 'text', (c) => c.notNull())
    .addColumn('avatar_thumb', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_fr', 'text', (c) => c.notNull())
    .addColumn('pos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hof_entries').execute();
}
