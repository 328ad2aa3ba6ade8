import type { Kysely } from 'kysely';

// The administrators' lists of edits read the newest first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('text_versions_created')
    .on('text_versions')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('text_versions_created').execute();
}
