import type { LibraryComment } from '@millenaire/contracts';
import type { Actor } from '../../../../platform/http/auth.ts';
import { notFound } from '../../../../platform/http/errors.ts';
import { findVisibleContent } from '../../access.ts';
import type { LibraryDeps } from '../../deps.ts';
import { ensureCanContribute, ensureCanEditComment } from '../../policy.ts';
import * as repo from './repository.ts';

type CommentRow = Awaited<ReturnType<typeof repo.listComments>>[number];

function toComment(row: CommentRow): LibraryComment {
  return {
    id: row.id,
    text: row.text,
    author: row.author,
    authorid: row.author_id,
    postedon: row.posted_at,
    modifiedby: row.modifiedby,
    modifiedon: row.modified_at,
  };
}

/** A content's comments, oldest first (the content is already known to be visible). */
export async function listComments({ db }: LibraryDeps, contentId: number) {
  return (await repo.listComments(db, contentId)).map(toComment);
}

/**
 * The comment as written, read again: a removal of it (or of its content)
 * between the write and this read makes it 404, like one just before.
 */
async function stillThere(deps: LibraryDeps, contentId: number, id: number | undefined) {
  const row = id === undefined ? undefined : await repo.findComment(deps.db, contentId, id);
  if (!row) throw notFound();
  return toComment(row);
}

/** Plain text, trimmed, 1 to 5000 characters (checked by the contract). */
export async function addComment(
  deps: LibraryDeps,
  viewer: Actor | null,
  contentId: number,
  text: string,
): Promise<LibraryComment> {
  ensureCanContribute(viewer);
  await findVisibleContent(deps, viewer, contentId);
  const id = await repo.insertComment(deps.db, {
    contentId,
    authorId: viewer.id,
    text,
    now: deps.clock.now(),
  });
  return stillThere(deps, contentId, id);
}

/** A comment of that content the viewer may change: its author or an administrator. */
async function findEditableComment(
  deps: LibraryDeps,
  viewer: Actor,
  contentId: number,
  commentId: number,
) {
  await findVisibleContent(deps, viewer, contentId);
  const comment = await repo.findComment(deps.db, contentId, commentId);
  if (!comment) throw notFound();
  ensureCanEditComment(viewer, { authorId: comment.author_id });
  return comment;
}

export async function editComment(
  deps: LibraryDeps,
  viewer: Actor | null,
  contentId: number,
  commentId: number,
  text: string,
): Promise<LibraryComment> {
  ensureCanContribute(viewer);
  await findEditableComment(deps, viewer, contentId, commentId);
  const changed = await repo.updateComment(deps.db, commentId, {
    text,
    editorId: viewer.id,
    now: deps.clock.now(),
  });
  return stillThere(deps, contentId, changed ? commentId : undefined);
}

export async function deleteComment(
  deps: LibraryDeps,
  viewer: Actor | null,
  contentId: number,
  commentId: number,
): Promise<void> {
  ensureCanContribute(viewer);
  await findEditableComment(deps, viewer, contentId, commentId);
  await repo.deleteComment(deps.db, contentId, commentId);
}
