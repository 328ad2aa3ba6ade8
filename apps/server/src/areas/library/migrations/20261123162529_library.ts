import type { Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// The content library: archives shared by players, with their images,
// comments and stars. The counters on library_contents are kept in step with
// their rows inside the same transactions; library_hits remembers who was
// last counted for a view or a download of a content, so each visitor
// counts at most once per six hours.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['library_categories', 'library_cultures']) {
    await withId(db, db.schema.createTable(table))
      .addColumn('label_en', 'text', (c) => c.notNull())
      .addColumn('label_fr', 'text', (c) => c.notNull())
      .addColumn('pos', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }

  await withId(db, db.schema.createTable('library_contents'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull().references('library_categories.id'))
    .addColumn('culture_id', 'integer', (c) => c.notNull().references('library_cultures.id'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nbview', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nbdl', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nbstars', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('nbcomments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_name', 'text')
    .addColumn('file_original_name', 'text')
    .addColumn('file_size', 'bigint')
    .addColumn('file_sha512', 'text')
    .addColumn('file_type', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('modified_at', 'text', (c) => c.notNull())
    .execute();
  const indexes: [string, string[]][] = [
    ['created', ['created_at']],
    ['modified', ['modified_at']],
    ['nbdl', ['nbdl']],
    ['nbview', ['nbview']],
    ['nbstars', ['nbstars']],
    ['category', ['category_id', 'created_at']],
    ['culture', ['culture_id', 'created_at']],
    ['confirmed', ['confirmed', 'created_at']],
    ['author', ['author_id']],
  ];
  for (const [name, columns] of indexes) {
    await db.schema
      .createIndex(`library_contents_${name}`)
      .on('library_contents')
      .columns(columns)
      .execute();
  }

  await withId(db, db.schema.createTable('library_images'))
    .addColumn('content_id', 'integer', (c) =>
      c.notNull().references('library_contents.id').onDelete('cascade'),
    )
    .addColumn('pos', 'integer', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('previewname', 'text', (c) => c.notNull())
    .addColumn('thumbname', 'text', (c) => c.notNull())
    .addColumn('legend', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('library_images_content')
    .on('library_images')
    .columns(['content_id', 'pos'])
    .execute();

  await withId(db, db.schema.createTable('library_comments'))
    .addColumn('content_id', 'integer', (c) =>
      c.notNull().references('library_contents.id').onDelete('cascade'),
    )
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('posted_at', 'text', (c) => c.notNull())
    .addColumn('modified_by_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('modified_at', 'text')
    .execute();
  await db.schema
    .createIndex('library_comments_content')
    .on('library_comments')
    .columns(['content_id', 'id'])
    .execute();

  await db.schema
    .createTable('library_stars')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_id', 'integer', (c) =>
      c.notNull().references('library_contents.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('library_stars_pk', ['user_id', 'content_id'])
    .execute();
  await db.schema
    .createIndex('library_stars_content')
    .on('library_stars')
    .column('content_id')
    .execute();

  await db.schema
    .createTable('library_hits')
    .addColumn('content_id', 'integer', (c) =>
      c.notNull().references('library_contents.id').onDelete('cascade'),
    )
    /** 'view' or 'dl'. */
    .addColumn('kind', 'text', (c) => c.notNull())
    /** 'user:<id>' for an account, 'ip:<address>' for a visitor. */
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('counted_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('library_hits_pk', ['content_id', 'kind', 'visitor'])
    .execute();
  await db.schema
    .createIndex('library_hits_counted')
    .on('library_hits')
    .column('counted_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'library_hits',
    'library_stars',
    'library_comments',
    'library_images',
    'library_contents',
    'library_cultures',
    'library_categories',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
