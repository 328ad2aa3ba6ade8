import { idParamsSchema } from '../common.ts';
import { endpoint, neverStored } from '../endpoint.ts';
import {
  moderationLogSchema,
  recoveryCodesSchema,
  secondFactorCodePayloadSchema,
  secondFactorConfirmedSchema,
  secondFactorLoginPayloadSchema,
  secondFactorSetupSchema,
  secondFactorStateSchema,
  tokenResponseSchema,
  userSchema,
} from '../users.ts';

/**
 * The accounts' two-step sign-in and the administrators' moderation log,
 * under /api/users too (the users area serves them). A table of their own so
 * that only the pages using them carry it, not the shell every page loads.
 */
export const accountSecurityEndpoints = neverStored({
  /**
   * The login's second step: the ticket and a code (wrong codes are counted
   * per account, on every process together).
   */
  loginSecondFactor: endpoint({
    access: 'anyone',
    method: 'POST',
    path: '/api/users/loginuser/secondfactor',
    body: secondFactorLoginPayloadSchema,
    response: tokenResponseSchema,
  }),
  /** The member's own second factor. */
  secondFactor: endpoint({
    access: 'member',
    method: 'GET',
    path: '/api/users/secondfactor',
    response: secondFactorStateSchema,
  }),
  /** A new secret to scan; the second factor in use (if any) stays until a code confirms it. */
  setUpSecondFactor: endpoint({
    access: 'member',
    budget: { name: 'second-factor-setup', seconds: 3600, account: 20, address: 100 },
    announces: [],
    method: 'POST',
    path: '/api/users/secondfactor/setup',
    response: secondFactorSetupSchema,
  }),
  /** A code of the new secret turns the second factor on (or moves it to a new device). */
  confirmSecondFactor: endpoint({
    access: 'member',
    announces: [],
    method: 'POST',
    path: '/api/users/secondfactor/confirm',
    body: secondFactorCodePayloadSchema,
    response: secondFactorConfirmedSchema,
  }),
  /** Ten new recovery codes (the old ones stop working), against a code of the app. */
  renewRecoveryCodes: endpoint({
    access: 'member',
    announces: [],
    method: 'POST',
    path: '/api/users/secondfactor/recoverycodes',
    body: secondFactorCodePayloadSchema,
    response: recoveryCodesSchema,
  }),
  /** Turns the second factor off, against a code; administrators cannot. */
  turnOffSecondFactor: endpoint({
    access: 'member',
    announces: [],
    method: 'POST',
    path: '/api/users/secondfactor/off',
    body: secondFactorCodePayloadSchema,
  }),
  /** Administrators only: a member who lost the device and the codes signs in with the password again. */
  resetSecondFactor: endpoint({
    access: 'admin',
    method: 'POST',
    path: '/api/users/:id/secondfactor/reset',
    params: idParamsSchema,
    response: userSchema,
  }),
  /** Administrators only: what administrators did to accounts, newest first. */
  moderationLog: endpoint({
    access: 'admin',
    method: 'GET',
    path: '/api/users/moderationlog',
    response: moderationLogSchema,
  }),
});
