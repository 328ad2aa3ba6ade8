import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { ReportsTable } from './table.ts';

type Db = Kysely<Database>;
export type ReportRow = Selectable<ReportsTable> & {
  reporter: string | null;
  handler: string | null;
};

interface Target {
  kind: string;
  key: string;
}

/** A member's report; an open one of theirs on the same item is changed instead. */
export async function upsertReport(
  db: Db,
  report: Target & {
    reporterId: number;
    title: string;
    path: string;
    reason: string;
    text: string;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('reports')
    .values({
      reporter_id: report.reporterId,
      target_kind: report.kind,
      target_key: report.key,
      title: report.title,
      path: report.path,
      reason: report.reason,
      text: report.text,
      created_at: report.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['reporter_id', 'target_kind', 'target_key'])
        // Written out: SQLite matches the index's predicate by its text, not a parameter.
        .where(sql<boolean>`state = 'open'`)
        .doUpdateSet({ reason: report.reason, text: report.text, created_at: report.at }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

function withNames(db: Db) {
  return db
    .selectFrom('reports as r')
    .leftJoin('users as reporter', 'reporter.id', 'r.reporter_id')
    .leftJoin('users as handler', 'handler.id', 'r.handled_by')
    .selectAll('r')
    .select(['reporter.login as reporter', 'handler.login as handler']);
}

/** Open reports (`open`), or the handled ones, newest first, at most `limit`. */
export function listReports(db: Db, open: boolean, limit: number): Promise<ReportRow[]> {
  return withNames(db)
    .where('r.state', open ? '=' : '<>', 'open')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** Every report of one item, newest first. */
export function reportsOf(db: Db, target: Target): Promise<ReportRow[]> {
  return withNames(db)
    .where('r.target_kind', '=', target.kind)
    .where('r.target_key', '=', target.key)
    .orderBy('r.id', 'desc')
    .execute();
}

/**
 * Moves the item's reports in one of `from` states to `to`, in the
 * administrator's name: the ids it moved, none when another administrator
 * moved them first (each row changes once, whoever races).
 */
export async function moveReports(
  db: Db,
  target: Target,
  from: readonly string[],
  to: string,
  by: number,
  at: string,
): Promise<{ id: number; reporter_id: number | null; state: string; kept: string | null }[]> {
  const rows = await db
    .selectFrom('reports')
    .select(['id', 'reporter_id', 'state', 'kept'])
    .where('target_kind', '=', target.kind)
    .where('target_key', '=', target.key)
    .where('state', 'in', from)
    .orderBy('id', 'desc')
    .execute();
  const moved: typeof rows = [];
  for (const row of rows) {
    const result = await db
      .updateTable('reports')
      .set({ state: to, handled_by: by, handled_at: at })
      .where('id', '=', row.id)
      .where('state', '=', row.state)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 1) moved.push(row);
    // The newest report decides who handles the item: a decision that lost it
    // to another at the same moment takes none of the others.
    else if (moved.length === 0) return [];
  }
  return moved;
}

/** Puts reports back as they were (an action that failed). */
export async function putBack(
  db: Db,
  rows: readonly { id: number; state: string }[],
  handled: { by: number | null; at: string | null },
) {
  for (const row of rows) {
    await db
      .updateTable('reports')
      .set({ state: row.state, handled_by: handled.by, handled_at: handled.at })
      .where('id', '=', row.id)
      .execute();
  }
}

export async function keep(db: Db, ids: readonly number[], kept: string | null) {
  if (ids.length === 0) return;
  await db.updateTable('reports').set({ kept }).where('id', 'in', ids).execute();
}

export function findReports(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('reports')
    .select(['id', 'reporter_id', 'title', 'path', 'state'])
    .where('id', 'in', ids)
    .execute();
}
