import type { Kysely } from 'kysely';
import { loginOf } from '../../../db/authors.ts';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database>;

function commentQuery(db: Db, language: string, filekey: string) {
  return db
    .selectFrom('translation_comments as c')
    .select([
      'c.id',
      'c.element',
      'c.body',
      loginOf('c.author_id').as('author'),
      'c.author_id',
      'c.created_at',
      'c.deleted_at',
      'c.deleted_by',
    ])
    .where('c.language', '=', language)
    .where('c.filekey', '=', filekey);
}

export type CommentRow = NonNullable<Awaited<ReturnType<typeof findComment>>>;

/** A file's comments not deleted, oldest first. */
export function listComments(db: Db, language: string, filekey: string) {
  return commentQuery(db, language, filekey)
    .where('c.deleted_at', 'is', null)
    .orderBy('c.id')
    .execute();
}

/** A comment of that file, deleted or not: the id of another file's comment finds nothing. */
export function findComment(db: Db, language: string, filekey: string, id: number) {
  return commentQuery(db, language, filekey).where('c.id', '=', id).executeTakeFirst();
}

export async function insertComment(
  db: Db,
  comment: {
    language: string;
    filekey: string;
    element: string;
    authorId: number;
    body: string;
    at: string;
  },
): Promise<number> {
  const row = await db
    .insertInto('translation_comments')
    .values({
      language: comment.language,
      filekey: comment.filekey,
      element: comment.element,
      author_id: comment.authorId,
      body: comment.body,
      created_at: comment.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes a comment (who and when) or brings it back (null). */
export async function setDeleted(
  db: Db,
  id: number,
  deleted: { at: string; by: number } | null,
): Promise<void> {
  await db
    .updateTable('translation_comments')
    .set({ deleted_at: deleted?.at ?? null, deleted_by: deleted?.by ?? null })
    .where('id', '=', id)
    .execute();
}

/**
 * Deletes an account's comments posted since a time (an administrator's
 * rollback): kept, and brought back one by one like any deleted comment.
 * Answers how many.
 */
export async function deleteCommentsBy(
  db: Db,
  window: { accountId: number; since: string },
  deleted: { at: string; by: number },
): Promise<number> {
  const result = await db
    .updateTable('translation_comments')
    .set({ deleted_at: deleted.at, deleted_by: deleted.by })
    .where('author_id', '=', window.accountId)
    .where('created_at', '>=', window.since)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
