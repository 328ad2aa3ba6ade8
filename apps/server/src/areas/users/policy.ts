import {
  canChangeLevel,
  canChangePassword,
  canListUsers,
  canModerateAccounts,
  canResetSecondFactor,
  canSuspend,
  type AccountLevel,
} from '@millenaire/contracts';
import type { Actor } from '../../platform/http/auth.ts';
import { AppError } from '../../platform/http/errors.ts';
import { authorize } from '../../platform/http/policy.ts';

// The accounts area's checks, each the first line of a service function.

export function ensureLoggedIn(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, viewer !== null);
}

export function ensureCanListUsers(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canListUsers(viewer));
}

export function ensureCanChangeLevel(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canChangeLevel(viewer));
}

export function ensureCanModerateAccounts(viewer: Actor | null): asserts viewer is Actor {
  authorize(viewer, canModerateAccounts(viewer));
}

export function ensureCanSuspend(
  viewer: Actor | null,
  account: { id: number },
): asserts viewer is Actor {
  authorize(viewer, canSuspend(viewer, account));
}

export function ensureCanResetSecondFactor(
  viewer: Actor | null,
  account: { id: number },
): asserts viewer is Actor {
  authorize(viewer, canResetSecondFactor(viewer, account));
}

export function ensureCanChangePassword(
  viewer: Actor | null,
  account: { id: number },
): asserts viewer is Actor {
  authorize(viewer, canChangePassword(viewer, account));
}

/**
 * Suspending or demoting an administrator leaves another one able to act. The one asking
 * is such an administrator, so this holds unless two administrators suspend
 * each other at the same moment: the second is refused.
 */
export function ensureKeepsAnActiveAdmin(
  account: { accountlevel: AccountLevel },
  otherActiveAdmins: number,
): void {
  if (account.accountlevel === 'admin' && otherActiveAdmins === 0) {
    throw new AppError(409, 'LAST_ADMIN');
  }
}
