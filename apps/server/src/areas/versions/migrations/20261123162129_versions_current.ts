import { sql, type Kysely } from 'kysely';

// The release the version check announces.
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
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('versions').dropColumn('is_current').execute();
}
