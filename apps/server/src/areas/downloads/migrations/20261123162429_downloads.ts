import type { Kysely } from 'kysely';

// How often each of the operator's archives was downloaded through /php/dlpage.php.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('download_counts')
    .addColumn('file', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('download_counts').execute();
}
