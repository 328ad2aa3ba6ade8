import type { Kysely } from 'kysely';
import { withId } from './helpers.ts';

// Work to do after a write (mails, notifications), written in the write's own
// transaction and done by a worker of any site process (platform/jobs.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, db.schema.createTable('jobs'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_after', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // What a worker looks for: the due jobs, and the running ones whose lease has passed.
  await db.schema.createIndex('jobs_due').on('jobs').columns(['state', 'run_after']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').execute();
}
