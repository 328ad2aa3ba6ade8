import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// Translators' comments on one element (a term, a line) of a language file,
// plain text. Deleting one sets deleted_at and who did it, so the deletion can
// be taken back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('translation_comments'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('filekey', 'text', (c) => c.notNull())
    .addColumn('element', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addColumn('deleted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('translation_comments_file')
    .on('translation_comments')
    .columns(['language', 'filekey', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translation_comments').execute();
}
