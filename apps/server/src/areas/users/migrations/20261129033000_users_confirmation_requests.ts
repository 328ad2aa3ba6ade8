import { sql, type Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// A member who is not confirmed asks the administrators to be confirmed
// (translating needs it). The request stays open until an administrator
// approves or declines it; one open request per account, so asking twice
// does not fill the queue. Old decisions are kept: the member sees the last.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('confirmation_requests'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('open'))
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('decided_at', 'text')
    .execute();
  await db.schema
    .createIndex('confirmation_requests_open')
    .unique()
    .on('confirmation_requests')
    .column('user_id')
    .where(sql<boolean>`state = 'open'`)
    .execute();
  await db.schema
    .createIndex('confirmation_requests_user')
    .on('confirmation_requests')
    .columns(['user_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('confirmation_requests').execute();
}
