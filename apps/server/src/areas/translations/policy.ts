import {
  canCommentTranslation,
  canEditComment,
  canSaveTranslation,
  canSuggestTranslation,
  type Owned,
} from '@millenaire/contracts';
import type { Actor } from '../../platform/http/auth.ts';
import { authorize } from '../../platform/http/policy.ts';

// The translation centre's checks, each the first line of a service function.
// Reading is open to everyone; saving takes a confirmed account, commenting
// on a line any account.

/** Saving a language file or its explanations: confirmed accounts and administrators. */
export function ensureCanSaveTranslation(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canSaveTranslation(viewer));
}

/** Commenting on a file's lines: any account. */
export function ensureCanCommentTranslation(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canCommentTranslation(viewer));
}

/** Suggesting a value for a line (a translator accepts or rejects it): any account. */
export function ensureCanSuggestTranslation(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canSuggestTranslation(viewer));
}

/** Deleting a comment on a line, or bringing it back: its author or an administrator. */
export function ensureCanEditTranslationComment(
  viewer: Actor | null,
  comment: Owned,
): asserts viewer is Actor {
  authorize(viewer, canEditComment(viewer, comment));
}
