import { canAdministerSite } from '@millenaire/contracts';
import type { Actor } from '../../infra/auth.ts';
import { authorize } from '../../infra/policy.ts';

export function ensureCanManageHallOfFame(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canAdministerSite(viewer));
}
