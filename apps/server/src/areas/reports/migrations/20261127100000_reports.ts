import { sql, type Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// Members' reports of a problem with an item (a library creation, a comment,
// an encyclopedia text), kept with the item's title and page as they were
// when reported (a deleted item is still named in the queue and to its
// reporter). `kept` is what the area returned to undo the administrators'
// action. One open report per reporter and item: reporting again changes it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('reports'))
    .addColumn('reporter_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('target_kind', 'text', (c) => c.notNull())
    .addColumn('target_key', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('handled_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('handled_at', 'text')
    .addColumn('kept', 'text')
    .execute();
  await db.schema
    .createIndex('reports_open_by_reporter')
    .unique()
    .on('reports')
    .columns(['reporter_id', 'target_kind', 'target_key'])
    .where(sql<boolean>`state = 'open'`)
    .execute();
  await db.schema
    .createIndex('reports_target')
    .on('reports')
    .columns(['target_kind', 'target_key', 'state'])
    .execute();
  await db.schema.createIndex('reports_state').on('reports').columns(['state', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('reports').execute();
}
