import type { Kysely } from 'kysely';

// User administration pages through the accounts sorted by one column: an
// index per sortable column keeps a page a short index walk. The login is
// already indexed (login_key, unique); the e-mail since the start.
const INDEXES: [name: string, columns: string[]][] = [
  ['users_lastlogin', ['lastlogin', 'login_key']],
  ['users_logincount', ['logincount', 'login_key']],
  ['users_accountlevel', ['accountlevel', 'login_key']],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, columns] of INDEXES) {
    await db.schema.createIndex(name).on('users').columns(columns).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of INDEXES) await db.schema.dropIndex(name).execute();
}
