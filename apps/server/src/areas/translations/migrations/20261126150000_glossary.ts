import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// The glossary's terms that administrators add per language (the encyclopedia's
// names need no row: they are read from its entries). term_key is the English
// term folded (case and accents aside), one row per language and key; a
// removed term keeps its row with deleted_at set, so a removal can be undone
// and adding the term again brings the row back.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('glossary_terms'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .addColumn('term_key', 'text', (c) => c.notNull())
    .addColumn('translation', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema
    .createIndex('glossary_terms_key')
    .unique()
    .on('glossary_terms')
    .columns(['language', 'term_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('glossary_terms').execute();
}
