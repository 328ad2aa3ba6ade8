import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// The translation centre. The text of every version of a language file lives
// in text_versions (subject 'translation/<language>/<filekey>'); a file's
// latest state and its completion against the English reference are kept on
// translation_files, computed when a file is saved, so the status table and
// the overview never parse files per request. translation_changes is both the
// history of a file and the recent-changes log, with the element differences
// computed at save time. The typed-in demo percentages of languages go away.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('translation_files'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('filekey', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('version', 'text')
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('element_count', 'integer', (c) => c.notNull())
    .addColumn('translated_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('translation_files_language_filekey')
    .unique()
    .on('translation_files')
    .columns(['language', 'filekey'])
    .execute();
  await db.schema
    .createIndex('translation_files_filekey')
    .on('translation_files')
    .column('filekey')
    .execute();

  await withId(db, db.schema.createTable('translation_changes'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('filekey', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .addColumn('version', 'text')
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('element_count', 'integer', (c) => c.notNull())
    .addColumn('initial_import', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('translation_changes_file')
    .on('translation_changes')
    .columns(['language', 'filekey', 'revision'])
    .execute();

  await db.schema.alterTable('languages').dropColumn('percentage').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('languages')
    .addColumn('percentage', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable('translation_changes').execute();
  await db.schema.dropTable('translation_files').execute();
}
