import { canAdministerSite } from '@millenaire/contracts';
import type { Actor } from '../../platform/http/auth.ts';
import { authorize } from '../../platform/http/policy.ts';

export function ensureCanManageReleases(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canAdministerSite(viewer));
}
