import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../../db/migrations/helpers.ts';

// "Login contains …" (the library's free text looks at authors, the user
// administration searches logins): on PostgreSQL a pg_trgm index on the
// lower-case login, so the search does not read every account. SQLite reads
// the logins (50,000 in about 2 ms) and needs no index for it.

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index users_login_key_search on users using gin (login_key gin_trgm_ops)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop index users_login_key_search`.execute(db);
}
