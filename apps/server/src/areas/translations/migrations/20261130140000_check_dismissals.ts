import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// A translator's "not a problem" on one check of one line: kept (with who and
// when) while the line keeps the value it was said of, and shown in the
// editor; taking it back deletes the row. The line's value may be long, so the
// row is found by a SHA-256 of element, line, check and value.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('translation_check_dismissals'))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('filekey', 'text', (c) => c.notNull())
    .addColumn('element', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull())
    .addColumn('by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('translation_check_dismissals_key')
    .unique()
    .on('translation_check_dismissals')
    .columns(['language', 'filekey', 'key_hash'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('translation_check_dismissals').execute();
}
