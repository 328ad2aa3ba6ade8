import { canFollow } from '@millenaire/contracts';
import type { Actor } from '../../platform/http/auth.ts';
import { authorize } from '../../platform/http/policy.ts';

// The notifications' checks, each the first line of a service function: what
// one follows, one's notifications and their e-mail setting belong to the
// account asking, so the rule is only that someone is.

/** Read or change one's follows, notifications and settings. */
export function ensureCanFollow(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canFollow(viewer));
}
