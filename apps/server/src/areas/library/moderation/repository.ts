import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/database.ts';

type Trx = Transaction<Database>;

// What an administrator's rollback of one account changes in the library, in
// one transaction: every function takes it and the account's time window.

export interface Window {
  accountId: number;
  /** ISO 8601: every edit at or after it. */
  since: string;
}

/**
 * Hides (unconfirmed, hidden_at set) the account's contents created or
 * changed since the time: the library keeps no earlier version of a content
 * to put back, so a changed one is taken out of sight until an administrator
 * looks at it. Their files, images and comments stay. Answers their ids.
 */
export async function hideContents(trx: Trx, w: Window, now: string): Promise<number[]> {
  const rows = await trx
    .updateTable('library_contents')
    .set({ confirmed: 0, hidden_at: now })
    .where('author_id', '=', w.accountId)
    .where('hidden_at', 'is', null)
    .where((eb) => eb.or([eb('created_at', '>=', w.since), eb('modified_at', '>=', w.since)]))
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Removes the images the account added since the time to contents still
 * shown (a hidden content keeps its images for when it is shown again), and
 * answers them, for their files to go once the transaction holds.
 */
export function deleteImages(trx: Trx, w: Window) {
  return trx
    .deleteFrom('library_images')
    .where('author_id', '=', w.accountId)
    .where('created_at', '>=', w.since)
    .where('content_id', 'in', (eb) =>
      eb.selectFrom('library_contents').select('id').where('hidden_at', 'is', null),
    )
    .returning(['filename', 'previewname', 'thumbname'])
    .execute();
}

/** Removes the comments the account posted since the time; answers their contents' ids. */
export async function deleteComments(trx: Trx, w: Window): Promise<number[]> {
  const rows = await trx
    .deleteFrom('library_comments')
    .where('author_id', '=', w.accountId)
    .where('posted_at', '>=', w.since)
    .returning('content_id')
    .execute();
  return rows.map((row) => row.content_id);
}

/** Withdraws the stars the account gave since the time; answers their contents' ids. */
export async function deleteStars(trx: Trx, w: Window): Promise<number[]> {
  const rows = await trx
    .deleteFrom('library_stars')
    .where('user_id', '=', w.accountId)
    .where('created_at', '>=', w.since)
    .returning('content_id')
    .execute();
  return rows.map((row) => row.content_id);
}

/** Counts the comments and stars of these contents again. */
export async function recount(trx: Trx | Kysely<Database>, contentIds: number[]): Promise<void> {
  const ids = [...new Set(contentIds)];
  if (ids.length === 0) return;
  await trx
    .updateTable('library_contents as c')
    .set((eb) => ({
      nbcomments: eb
        .selectFrom('library_comments as m')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('m.content_id', '=', 'c.id'),
      nbstars: eb
        .selectFrom('library_stars as s')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('s.content_id', '=', 'c.id'),
    }))
    .where('c.id', 'in', ids)
    .execute();
}
