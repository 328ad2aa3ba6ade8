import { sql, type Kysely } from 'kysely';
import { withId } from '../../../db/migrations/helpers.ts';

// What members follow, what they are told, and how they want it by e-mail.
// A subject is `kind:key` (library:12, culture:norman, language:fr). While a
// notification is unread, what happens again to its subject adds to its count
// (one row per account, subject and kind among the unread: a partial unique
// index); once read, the next one starts a new row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('follows')
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['account_id', 'subject'])
    .execute();
  await db.schema.createIndex('follows_subject').on('follows').columns(['subject']).execute();

  await withId(db, db.schema.createTable('notifications'))
    .addColumn('account_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('mailed_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_unread')
    .unique()
    .on('notifications')
    .columns(['account_id', 'subject', 'kind'])
    .where(sql.ref('read_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('notifications_account')
    .on('notifications')
    .columns(['account_id', 'updated_at'])
    .execute();
  // The digest's sweep looks for the notifications not mailed yet.
  await db.schema
    .createIndex('notifications_unmailed')
    .on('notifications')
    .columns(['updated_at'])
    .where(sql.ref('mailed_at'), 'is', null)
    .execute();

  // The sweep forgets read notifications past their time.
  await db.schema
    .createIndex('notifications_read')
    .on('notifications')
    .columns(['read_at'])
    .where(sql.ref('read_at'), 'is not', null)
    .execute();

  await db.schema
    .createTable('notification_settings')
    .addColumn('account_id', 'integer', (c) =>
      c.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('last_digest_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('follows').execute();
}
