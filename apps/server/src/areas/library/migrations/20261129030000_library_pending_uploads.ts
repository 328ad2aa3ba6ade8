import type { Kysely } from 'kysely';

// The bytes of each account's uploads in progress, held against its quota
// before a byte of them is written: an upload takes its share of the quota
// in one transaction on the account's row, so uploads sent at once cannot
// each find the same free part of the quota.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('library_pending_uploads')
    .addColumn('user_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('library_pending_uploads').execute();
}
