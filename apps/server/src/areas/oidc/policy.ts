import { canManageClients } from '@millenaire/contracts';
import type { Actor } from '../../platform/http/auth.ts';
import { authorize } from '../../platform/http/policy.ts';

export function ensureCanManageClients(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canManageClients(viewer));
}
