import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// A member's suggested value for one element of a language file, until a
// translator accepts it (written as a new version in its author's name) or
// rejects it (with a reason or none); closed when its element leaves the
// English file. `base` keeps the element's lines when it was suggested, so a
// later save of the line shows the suggestion as stale.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('translation_suggestions'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('filekey', 'text', (c) => c.notNull())
    .addColumn('element', 'text', (c) => c.notNull())
    .addColumn('lines', 'text', (c) => c.notNull())
    .addColumn('base', 'text', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .addColumn('reason', 'text')
    .addColumn('accepted_lines', 'text')
    .addColumn('revision', 'integer')
    .execute();
  await db.schema
    .createIndex('translation_suggestions_file')
    .on('translation_suggestions')
    .columns(['language', 'filekey', 'status'])
    .execute();
  await db.schema
    .createIndex('translation_suggestions_open')
    .on('translation_suggestions')
    .columns(['filekey', 'status'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translation_suggestions').execute();
}
