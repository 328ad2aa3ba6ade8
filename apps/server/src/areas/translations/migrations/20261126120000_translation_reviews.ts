import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// Lines to review: when an element of the English reference changes, every
// language that had translated it gets a row here (the English text before and
// after), until a translator saves that line or confirms it. A confirmation
// only sets reviewed_at, so it can be taken back; the language files themselves
// are unchanged. review_count on translation_files keeps each file's open rows,
// so the status table and the overview add counts instead of counting rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('translation_reviews'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('filekey', 'text', (c) => c.notNull())
    .addColumn('element', 'text', (c) => c.notNull())
    .addColumn('reference_before', 'text', (c) => c.notNull())
    .addColumn('reference_after', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .addColumn('reviewed_at', 'text')
    .addColumn('reviewed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('translation_reviews_element')
    .unique()
    .on('translation_reviews')
    .columns(['language', 'filekey', 'element'])
    .execute();
  await db.schema
    .createIndex('translation_reviews_filekey')
    .on('translation_reviews')
    .columns(['filekey', 'element'])
    .execute();
  await db.schema
    .alterTable('translation_files')
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('translation_files').dropColumn('review_count').execute();
  await db.schema.dropTable('translation_reviews').execute();
}
