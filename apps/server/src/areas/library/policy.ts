import {
  canContribute,
  canEditComment,
  canEditContent,
  canSeeUnconfirmed,
  canSetConfirmed,
  type Owned,
} from '@millenaire/contracts';
import type { Actor } from '../../platform/http/auth.ts';
import { authorize } from '../../platform/http/policy.ts';

// The library's checks, each the first line of a service function. A check on
// a content or comment of its own comes after ensureCanContribute (which
// answers 401 to nobody before anything is looked up) and after the look-up.

/** Create a content, star, comment, see one's own contents. */
export function ensureCanContribute(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canContribute(viewer));
}

/** A content's details, its file and its images. */
export function ensureCanEditContent(
  viewer: Actor | null,
  content: Owned,
): asserts viewer is Actor {
  authorize(viewer, canEditContent(viewer, content));
}

/** A comment's text, or its removal. */
export function ensureCanEditComment(
  viewer: Actor | null,
  comment: Owned,
): asserts viewer is Actor {
  authorize(viewer, canEditComment(viewer, comment));
}

/** Whether a confirmed value sent by this viewer is taken (others' values are ignored). */
export const mayConfirm = (viewer: Actor | null): boolean => canSetConfirmed(viewer);

/**
 * Who sees a content that is not confirmed yet: administrators and its
 * author, unless it is withheld (hidden by a rollback, or its author
 * suspended): then administrators only. Anyone else is told it does not exist.
 */
export const maySeeContent = (
  viewer: Actor | null,
  content: Owned & { confirmed: number; withheld: boolean },
) =>
  content.confirmed === 1 ||
  canSeeUnconfirmed(viewer) ||
  (!content.withheld && canEditContent(viewer, content));

/** Whether the list shows every unconfirmed content, when asked. */
export const mayListUnconfirmed = (viewer: Actor | null): boolean => canSeeUnconfirmed(viewer);
