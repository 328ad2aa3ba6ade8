import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/database.ts';
import { loginOf } from '../../../../db/authors.ts';

type Db = Kysely<Database>;

function commentQuery(db: Db) {
  return db
    .selectFrom('library_comments as m')
    .select([
      'm.id',
      'm.content_id',
      'm.text',
      loginOf('m.author_id').as('author'),
      'm.author_id',
      'm.posted_at',
      loginOf('m.modified_by_id').as('modifiedby'),
      'm.modified_at',
    ]);
}

export function listComments(db: Db, contentId: number) {
  return commentQuery(db).where('m.content_id', '=', contentId).orderBy('m.id').execute();
}

/** A comment of that content only: the id of another content's comment finds nothing. */
export function findComment(db: Db, contentId: number, commentId: number) {
  return commentQuery(db)
    .where('m.content_id', '=', contentId)
    .where('m.id', '=', commentId)
    .executeTakeFirst();
}

/**
 * Adds a comment and counts it, in one transaction; undefined when the
 * content is gone. The count moves first: on PostgreSQL that locks the
 * content's row, so a removal of the content waits for the comment (and
 * takes it along) instead of failing it halfway.
 */
export async function insertComment(
  db: Db,
  comment: { contentId: number; authorId: number; text: string; now: Date },
): Promise<number | undefined> {
  return db.transaction().execute(async (trx) => {
    const counted = await trx
      .updateTable('library_contents')
      .set((eb) => ({ nbcomments: eb('nbcomments', '+', 1) }))
      .where('id', '=', comment.contentId)
      .executeTakeFirst();
    if (Number(counted.numUpdatedRows) === 0) return undefined;
    const row = await trx
      .insertInto('library_comments')
      .values({
        content_id: comment.contentId,
        author_id: comment.authorId,
        text: comment.text,
        posted_at: comment.now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  });
}

/** Whether the comment was still there to change. */
export async function updateComment(
  db: Db,
  commentId: number,
  changes: { text: string; editorId: number; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('library_comments')
    .set({
      text: changes.text,
      modified_by_id: changes.editorId,
      modified_at: changes.now.toISOString(),
    })
    .where('id', '=', commentId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes a comment and uncounts it, once even when asked twice at the same time. */
export async function deleteComment(db: Db, contentId: number, commentId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom('library_comments')
      .where('id', '=', commentId)
      .where('content_id', '=', contentId)
      .returning('id')
      .executeTakeFirst();
    if (!deleted) return;
    await trx
      .updateTable('library_contents')
      .set((eb) => ({ nbcomments: eb('nbcomments', '-', 1) }))
      .where('id', '=', contentId)
      .execute();
  });
}
