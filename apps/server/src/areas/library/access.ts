import type { Actor } from '../../platform/http/auth.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { LibraryDeps } from './deps.ts';
import { ensureCanEditContent, maySeeContent } from './policy.ts';
import { findContentRow } from './repository.ts';

// The content a call on it is about, as the viewer may reach it: used by the
// contents, comments, images and counters services alike.

/**
 * A content the viewer may see, for the calls on it: a content not
 * confirmed yet exists only for administrators and its author, a withheld
 * one only for administrators (404 for anyone else).
 */
export async function findVisibleContent(deps: LibraryDeps, viewer: Actor | null, id: number) {
  const row = await visibleContentRow(deps, viewer, id);
  if (!row) throw notFound();
  return row;
}

/** The content's row if the viewer may see it. */
export async function visibleContentRow(deps: LibraryDeps, viewer: Actor | null, id: number) {
  const row = await findContentRow(deps.db, id);
  if (!row) return undefined;
  const { author_id: authorId, confirmed, withheld } = row;
  return maySeeContent(viewer, { authorId, confirmed, withheld }) ? row : undefined;
}

/** A content the viewer may edit, after ensureCanContribute: 404 if unseen, 403 if not theirs. */
export async function findEditableContent(deps: LibraryDeps, viewer: Actor, id: number) {
  const row = await findVisibleContent(deps, viewer, id);
  ensureCanEditContent(viewer, { authorId: row.author_id });
  return row;
}
