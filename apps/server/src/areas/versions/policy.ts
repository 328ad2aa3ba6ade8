import { canAdministerSite } from '@millenaire/contracts';
import type { Actor } from '../../infra/auth.ts';
import { authorize } from '../../infra/policy.ts';

export function ensureCanManageReleases(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canAdministerSite(viewer));
}
