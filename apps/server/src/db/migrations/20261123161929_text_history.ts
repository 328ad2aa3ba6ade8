import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

// Every version of a text (an encyclopedia description, a translation file),
// keyed by a subject string. A null body records a removal. The unique
// (subject, version) index is what lets only one of two concurrent edits of
// the same version win.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('text_versions'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('body', 'text')
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('text_versions_subject_version')
    .on('text_versions')
    .columns(['subject', 'version'])
    .unique()
    .execute();
  await db.schema
    .createIndex('text_versions_author')
    .on('text_versions')
    .column('author_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('text_versions').execute();
}
