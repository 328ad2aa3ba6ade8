import type { Kysely } from 'kysely';

// An administrator's removal of a client can be undone: the client is marked
// removed (the provider then knows it no more) rather than deleted, and
// restoring it clears the mark (null: in use).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oidc_clients').addColumn('removed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('oidc_clients').dropColumn('removed_at').execute();
}
