import { canSaveTranslation } from '@millenaire/contracts';
import type { Actor } from '../../platform/http/auth.ts';
import { authorize } from '../../platform/http/policy.ts';

// The translation centre's checks, each the first line of a service function.
// Reading is open to everyone; only saving is guarded.

/** Saving a language file or its explanations: confirmed accounts and administrators. */
export function ensureCanSaveTranslation(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canSaveTranslation(viewer));
}
