import { sql, type Kysely } from 'kysely';
import { withId } from './helpers.ts';

// The mod's statistics ping, advancements, bonus players, hall of fame, and
// the release the version check announces.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('versions')
    .addColumn('is_current', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Until an administrator picks one, the newest release that is not a dev build.
  await sql`update versions set is_current = 1 where id = (
    select id from versions where devversion = 0 order by released_at desc, id desc limit 1)`.execute(
    db,
  );

  await db.schema
    .createTable('installations')
    .addColumn('uid', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('backuplang', 'text', (c) => c.notNull())
    .addColumn('nbplayers', 'integer', (c) => c.notNull())
    .addColumn('os', 'text', (c) => c.notNull())
    .addColumn('totalexp', 'text', (c) => c.notNull())
    .addColumn('survival', 'text', (c) => c.notNull())
    .addColumn('creative', 'text', (c) => c.notNull())
    .addColumn('login', 'text')
    .addColumn('last_ping', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('player_advancements')
    .addColumn('login_key', 'text', (c) => c.primaryKey())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('survival', 'text', (c) => c.notNull())
    .addColumn('creative', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('advancements')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('pos', 'integer', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('title_fr', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_fr', 'text', (c) => c.notNull())
    .addColumn('done_survival', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done_all', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('ping_counters')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text')
    .execute();

  await db.schema
    .createTable('bonus_players')
    .addColumn('login_key', 'text', (c) => c.primaryKey())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('hof_entries'))
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('avatar_preview', 'text', (c) => c.notNull())
    .addColumn('avatar_thumb', 'text', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_fr', 'text', (c) => c.notNull())
    .addColumn('pos', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'hof_entries',
    'bonus_players',
    'ping_counters',
    'advancements',
    'player_advancements',
    'installations',
  ]) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('versions').dropColumn('is_current').execute();
}
