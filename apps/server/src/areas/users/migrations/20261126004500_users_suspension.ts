import type { Kysely } from 'kysely';

// An administrator may suspend an account: its tokens stop working, it cannot
// log in, and its unconfirmed library contents are hidden. The time of the
// suspension is kept (null: not suspended).

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('suspended_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('suspended_at').execute();
}
