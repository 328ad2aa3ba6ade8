import type { Kysely } from 'kysely';

// Users now add, caption and delete encyclopedia images, addressed by their
// position within the entry (POST …/images/{pos}): a position must name one
// image only, even when two uploads arrive at once, so the entry's index
// becomes unique. The administrators' lists read the newest first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('encyclopedia_images_entry').execute();
  await db.schema
    .createIndex('encyclopedia_images_entry_pos')
    .on('encyclopedia_images')
    .columns(['culture', 'type', 'itemkey', 'pos'])
    .unique()
    .execute();
  await db.schema
    .createIndex('encyclopedia_images_created')
    .on('encyclopedia_images')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('encyclopedia_images_created').execute();
  await db.schema.dropIndex('encyclopedia_images_entry_pos').execute();
  await db.schema
    .createIndex('encyclopedia_images_entry')
    .on('encyclopedia_images')
    .columns(['culture', 'type', 'itemkey', 'pos'])
    .execute();
}
