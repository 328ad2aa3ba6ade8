import type { Kysely } from 'kysely';

// An administrator's rollback hides the contents an account made or changed
// since a time (hidden_at, null while shown): seen by administrators only,
// until one of them confirms or unconfirms it again. Images now keep the
// bytes their three files take, which count against the uploader's quota;
// images stored before count for nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('library_contents').addColumn('hidden_at', 'text').execute();
  await db.schema
    .alterTable('library_images')
    .addColumn('bytes', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('library_images_author')
    .on('library_images')
    .column('author_id')
    .execute();
  await db.schema
    .createIndex('library_comments_author')
    .on('library_comments')
    .columns(['author_id', 'posted_at'])
    .execute();
  await db.schema
    .createIndex('library_stars_user')
    .on('library_stars')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('library_stars_user').execute();
  await db.schema.dropIndex('library_comments_author').execute();
  await db.schema.dropIndex('library_images_author').execute();
  await db.schema.alterTable('library_images').dropColumn('bytes').execute();
  await db.schema.alterTable('library_contents').dropColumn('hidden_at').execute();
}
