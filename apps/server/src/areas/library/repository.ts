import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/database.ts';

// SQL the whole area shares: the content row every call on one content
// starts from (contents, comments, images and counters alike).

type Db = Kysely<Database>;

/** Whether the account whose id is in `column` (e.g. 'c.author_id') is suspended. */
export const isSuspended = (column: string) =>
  sql<SqlBool>`exists (select 1 from users su where su.id = ${sql.ref(column)} and su.suspended_at is not null)`;

/** The columns the permission and visibility rules need, and the stored file. */
export async function findContentRow(db: Db, id: number) {
  const row = await db
    .selectFrom('library_contents as c')
    .select([
      'c.id',
      'c.author_id',
      'c.confirmed',
      'c.hidden_at',
      'c.file_name',
      'c.file_original_name',
      'c.file_size',
    ])
    .select(isSuspended('c.author_id').as('author_suspended'))
    .where('c.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { author_suspended: suspended, ...rest } = row;
  // Hidden by a rollback, or its author suspended: out of its author's sight too.
  return { ...rest, withheld: row.hidden_at !== null || Boolean(suspended) };
}

/**
 * Runs a write that refers to a content; undefined when the content was
 * removed meanwhile (its foreign key failed on either database), so a write
 * racing the removal answers 404 rather than 500.
 */
export async function unlessGone<T>(write: () => Promise<T>): Promise<T | undefined> {
  try {
    return await write();
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') return undefined;
    throw err;
  }
}

/**
 * When an account was made, and the bytes its uploads take: the archives of
 * the contents it wrote and the images it added.
 */
export async function findUploader(db: Db, userId: number) {
  const row = await db
    .selectFrom('users as u')
    .select('u.created_at')
    .select((eb) => [
      eb
        .selectFrom('library_contents as c')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('c.file_size'), s.lit(0)).as('n'))
        .whereRef('c.author_id', '=', 'u.id')
        .as('archives'),
      eb
        .selectFrom('library_images as i')
        .select((s) => s.fn.coalesce(s.fn.sum<number>('i.bytes'), s.lit(0)).as('n'))
        .whereRef('i.author_id', '=', 'u.id')
        .as('images'),
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row && { created_at: row.created_at, used: Number(row.archives) + Number(row.images) };
}

export interface UploadHold {
  userId: number;
  /** What the account may store in all. */
  quota: number;
  /** Bytes freed by the upload (the archive it replaces). */
  replacing: number;
  /** What the upload holds from now on... */
  bytes: number;
  /** ...instead of what it held until now. */
  previous: number;
  now: Date;
  /** Bytes held before this time belong to uploads long gone (a stopped process). */
  staleBefore: Date;
}

/**
 * Makes an upload hold `bytes` of the account's quota instead of `previous`,
 * when what the account stores and what its other uploads hold leave space;
 * false, holding no more, when not. The account's row is locked first,
 * so the sum read after it counts every upload recorded by those that held
 * it before, on PostgreSQL as on SQLite (one writer at a time).
 */
export function holdUploadBytes(db: Db, hold: UploadHold): Promise<boolean> {
  const now = hold.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('library_pending_uploads')
      .values({ user_id: hold.userId, bytes: 0, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('user_id')
          .doUpdateSet((eb) => ({ bytes: eb.ref('library_pending_uploads.bytes') })),
      )
      .returning(['bytes', 'updated_at'])
      .executeTakeFirstOrThrow();
    const fresh = row.updated_at >= hold.staleBefore.toISOString();
    const others = Math.max(0, (fresh ? Number(row.bytes) : 0) - hold.previous);
    const stored = Math.max(
      0,
      ((await findUploader(trx, hold.userId))?.used ?? 0) - hold.replacing,
    );
    if (stored + others + hold.bytes > hold.quota) return false;
    await trx
      .updateTable('library_pending_uploads')
      .set({ bytes: others + hold.bytes, updated_at: now })
      .where('user_id', '=', hold.userId)
      .execute();
    return true;
  });
}

/** Gives back what an upload held, once it is recorded or has failed. */
export async function releaseUploadBytes(db: Db, userId: number, bytes: number): Promise<void> {
  await db
    .updateTable('library_pending_uploads')
    .set((eb) => ({
      bytes: eb
        .case()
        .when('bytes', '>', bytes)
        .then(eb('bytes', '-', bytes))
        .else(0)
        .end(),
    }))
    .where('user_id', '=', userId)
    .execute();
}
