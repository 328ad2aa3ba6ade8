import { canEditEncyclopedia, canReviewEncyclopedia } from '@millenaire/contracts';
import type { Actor } from '../../platform/http/auth.ts';
import { authorize } from '../../platform/http/policy.ts';

// The encyclopedia's checks, each the first line of a service function.

/** Descriptions and images: any account. */
export function ensureCanEditEncyclopedia(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canEditEncyclopedia(viewer));
}

/** The changes list and the images list: administrators. */
export function ensureCanReviewEncyclopedia(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canReviewEncyclopedia(viewer));
}
