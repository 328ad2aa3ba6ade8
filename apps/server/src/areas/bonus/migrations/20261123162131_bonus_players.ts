import type { Kysely } from 'kysely';

// The players granted the bonus house, as the mod's bonus check asks.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bonus_players')
    .addColumn('login_key', 'text', (c) => c.primaryKey())
    .addColumn('login', 'text', (c) => c.notNull())
    .addColumn('granted_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bonus_players').execute();
}
