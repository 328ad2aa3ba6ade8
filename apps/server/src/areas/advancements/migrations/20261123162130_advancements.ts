import type { Kysely } from 'kysely';

// The mod's statistics ping: installations, players' advancements, the
// advancements themselves and the counters the statistics page reads.
export async function up(db: Kysely<unknown>): Promise<void> {
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ping_counters', 'advancements', 'player_advancements', 'installations']) {
    await db.schema.dropTable(table).execute();
  }
}
