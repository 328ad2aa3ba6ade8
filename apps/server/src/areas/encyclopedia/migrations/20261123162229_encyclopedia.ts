import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// The encyclopedia. Entries hold the mod's travel-book export, one row per
// (culture, type, itemkey, language), replaced by each import. What users
// add is kept apart so an import never touches it: descriptions live in
// text_versions (subject encyclopedia/<culture>/<type>/<itemkey>/<lang>),
// images in encyclopedia_images. Pictures records the mod's icons and
// villager pictures stored under libraryres/img.
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('encyclopedia_entries'))
    .addColumn('culture', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('itemkey', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('categorylabel', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('iconkey', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('encyclopedia_entries_key')
    .on('encyclopedia_entries')
    .columns(['culture', 'type', 'itemkey', 'language'])
    .unique()
    .execute();
  await db.schema
    .createIndex('encyclopedia_entries_list')
    .on('encyclopedia_entries')
    .columns(['language', 'type', 'culture', 'position'])
    .execute();

  await withId(db, db.schema.createTable('encyclopedia_images'))
    .addColumn('culture', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('itemkey', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('previewname', 'text', (c) => c.notNull())
    .addColumn('thumbname', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('legend_en', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('legend_fr', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pos', 'integer', (c) => c.notNull())
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('encyclopedia_images_entry')
    .on('encyclopedia_images')
    .columns(['culture', 'type', 'itemkey', 'pos'])
    .execute();

  await db.schema
    .createTable('encyclopedia_pictures')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('webpname', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('encyclopedia_pictures_pk', ['kind', 'key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['encyclopedia_pictures', 'encyclopedia_images', 'encyclopedia_entries']) {
    await db.schema.dropTable(table).execute();
  }
}
