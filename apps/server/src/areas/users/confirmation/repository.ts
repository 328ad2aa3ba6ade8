import { sql, type Kysely } from 'kysely';
import type { ConfirmationRequest, ConfirmationState } from '@millenaire/contracts';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database>;

export interface RequestRow {
  id: number;
  user_id: number;
  login: string;
  created_at: string;
  state: string;
  decided_at: string | null;
}

export function toRequest(row: RequestRow): ConfirmationRequest {
  return {
    id: row.id,
    login: row.login,
    at: row.created_at,
    state: row.state as ConfirmationState,
    decidedAt: row.decided_at,
  };
}

function selectRequests(db: Db) {
  return db
    .selectFrom('confirmation_requests as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.user_id', 'u.login', 'r.created_at', 'r.state', 'r.decided_at']);
}

/** The account's newest request, whatever became of it. */
export function findLatestRequest(db: Db, userId: number): Promise<RequestRow | undefined> {
  return selectRequests(db)
    .where('r.user_id', '=', userId)
    .orderBy('r.id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function findRequests(db: Db, ids: readonly number[]): Promise<RequestRow[]> {
  if (ids.length === 0) return [];
  return selectRequests(db).where('r.id', 'in', ids).execute();
}

/** The open requests of accounts not suspended, oldest first. */
export function listOpenRequests(db: Db, limit: number): Promise<RequestRow[]> {
  return selectRequests(db)
    .where('r.state', '=', 'open')
    .where('u.suspended_at', 'is', null)
    .orderBy('r.id', 'asc')
    .limit(limit)
    .execute();
}

/**
 * Opens a request unless the account has one open already (the unique index
 * settles two asking at once); true when this call opened it.
 */
export async function insertRequest(db: Db, userId: number, at: string): Promise<boolean> {
  const inserted = await db
    .insertInto('confirmation_requests')
    .values({ user_id: userId, created_at: at })
    .onConflict((oc) =>
      oc
        .column('user_id')
        // Written out: SQLite matches the index's predicate by its text, not a parameter.
        .where(sql<boolean>`state = 'open'`)
        .doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** Decides an open request; false when it was no longer open (decided meanwhile). */
export async function decideRequest(
  db: Db,
  id: number,
  decision: { state: ConfirmationState; by: number; at: string },
): Promise<boolean> {
  const updated = await db
    .updateTable('confirmation_requests')
    .set({ state: decision.state, decided_by: decision.by, decided_at: decision.at })
    .where('id', '=', id)
    .where('state', '=', 'open')
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Administrators not suspended: who is told of a new request. */
export async function listActiveAdminIds(db: Db): Promise<number[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('accountlevel', '=', 'admin')
    .where('suspended_at', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}
