import type { Kysely } from 'kysely';

// A deleted image stays in its table, marked with the time of its deletion, so
// that its history (text_versions, subject encyclopedia-image/<id>) can bring
// it back at its place; its files stay on disk while that history names them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('encyclopedia_images').addColumn('deleted_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('encyclopedia_images').dropColumn('deleted_at').execute();
}
