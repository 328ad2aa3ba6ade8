import { sql, type Kysely } from 'kysely';

// A player's statistics belong to the installation (its uid) whose ping first
// named the login: pings from any other installation no longer change them.
// Existing players get the installation that last pinged with their login.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('player_advancements').addColumn('owner_uid', 'text').execute();
  await sql`
    update player_advancements set owner_uid = (
      select i.uid from installations i
      where lower(i.login) = player_advancements.login_key
      order by i.last_ping desc, i.uid
      limit 1
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('player_advancements').dropColumn('owner_uid').execute();
}
