import { canSaveTranslation } from '@millenaire/contracts';
import type { Actor } from '../../infra/auth.ts';
import { authorize } from '../../infra/policy.ts';

// The translation centre's checks, each the first line of a service function.
// Reading is open to everyone; only saving is guarded.

/** Saving a language file or its explanations: confirmed accounts and administrators. */
export function ensureCanSaveTranslation(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canSaveTranslation(viewer));
}
