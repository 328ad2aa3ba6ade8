import type { Kysely } from 'kysely';

// A version of a translation file that puts an older one back names it: its
// history says "restored from" instead of only listing the differences.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('translation_changes').addColumn('restored_from', 'integer').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('translation_changes').dropColumn('restored_from').execute();
}
