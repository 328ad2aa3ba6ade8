import type { Kysely } from 'kysely';

// When an account's sessions last ended (a logout everywhere, a password
// change or reset, a suspension): the OpenID Connect provider refuses what it
// gave in a login before then (null: never).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('sessions_ended_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('sessions_ended_at').execute();
}
