import type { Actor } from './auth.ts';
import { AppError } from './errors.ts';

/**
 * Turns one of the contracts' pure rules into a refusal: nobody logged in gets
 * 401, an account the rule refuses gets 403, both `{ "message": "UNAUTHORIZED" }`;
 * an administrator refused for want of a second factor is told so
 * (403 SECOND_FACTOR_REQUIRED).
 * Every rule of the permission table refuses nobody-logged-in, so a pass
 * also proves there is an actor.
 */
export function authorize(viewer: Actor | null, allowed: boolean): asserts viewer is Actor {
  if (allowed && viewer) return;
  if (viewer?.needsSecondFactor) throw new AppError(403, 'SECOND_FACTOR_REQUIRED');
  throw new AppError(viewer ? 403 : 401, 'UNAUTHORIZED');
}
