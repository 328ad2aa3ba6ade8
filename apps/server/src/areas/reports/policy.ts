import { canContribute, canModerateAccounts } from '@millenaire/contracts';
import type { Actor } from '../../platform/http/auth.ts';
import { authorize } from '../../platform/http/policy.ts';

// The reports' checks, each the first line of a service function.

/** Report a creation, a comment or a text: any account, as commenting is. */
export function ensureCanReport(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canContribute(viewer));
}

/** See the queue and decide: administrators, as suspensions and rollbacks. */
export function ensureCanHandleReports(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canModerateAccounts(viewer));
}
