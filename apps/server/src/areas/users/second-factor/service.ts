import type {
  RecoveryCodes,
  SecondFactorConfirmed,
  SecondFactorLoginPayload,
  SecondFactorSetup,
  SecondFactorState,
  SiteLanguage,
  User,
} from '@millenaire/contracts';
import type { Actor } from '../../../platform/http/auth.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { Refuse } from '../../../platform/http/rate-limits.ts';
import type { JobWriter } from '../../../platform/jobs.ts';
import { MAIL_JOB } from '../../../platform/mail.ts';
import { logModeration } from '../moderation-log.ts';
import type { UsersDeps } from '../deps.ts';
import { ensureCanResetSecondFactor, ensureLoggedIn } from '../policy.ts';
import * as users from '../repository.ts';
import {
  appCodeStep,
  isAppCode,
  newRecoveryCodes,
  newSecret,
  normalCode,
  qrImage,
  recoveryCodeHash,
  secretAddress,
} from './codes.ts';
import { secondFactorMail, type SecondFactorEvent } from './mails.ts';
import * as factors from './repository.ts';

/** What asking for a code needs from the request: its refusal (429) and its language (e-mails). */
export interface CodeRequest {
  refuse: Refuse;
  language: SiteLanguage;
}

async function ownAccount({ db }: UsersDeps, viewer: Actor | null): Promise<users.UserRow> {
  ensureLoggedIn(viewer);
  const user = await users.findUserById(db, viewer.id);
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  return user;
}

/**
 * Tells the owner by e-mail (when the account has an address): a mail job,
 * written through `db` (the change's transaction when it has one).
 */
async function tell(
  deps: UsersDeps,
  user: users.UserRow,
  event: SecondFactorEvent,
  language: SiteLanguage,
  db: JobWriter = deps.db,
): Promise<void> {
  const { email } = user;
  if (!email) return;
  const settings = new URL('/user/secondfactor', deps.publicUrl).toString();
  await deps.jobs.enqueue(
    db,
    MAIL_JOB,
    secondFactorMail(language, { email, login: user.login }, event, settings),
  );
}

/**
 * Checks a code of the account's second factor: a 6-digit code of its app
 * (each accepted once) or, where `recovery` allows, one of its unused
 * recovery codes. Every try is counted per account before the check, on
 * every process together, so codes sent in parallel cannot all be tried; a
 * right code gives its own try back. Wrong: 400 WRONG_CODE.
 */
async function checkCode(
  deps: UsersDeps,
  user: users.UserRow,
  typed: string,
  refuse: Refuse,
  options: { secret: string | null; recovery: boolean },
): Promise<'app' | 'recovery'> {
  const limit = deps.limits.secondFactorPerAccount;
  const key = user.login_key;
  if (!(await limit.take(key))) await refuse(limit, key);
  const code = normalCode(typed);
  const now = deps.clock.now();
  let used: 'app' | 'recovery' | null = null;
  if (options.secret !== null && isAppCode(code)) {
    const step = await appCodeStep(options.secret, code, now, user.second_factor_step);
    if (step !== null && (await factors.takeStep(deps.db, user.id, step))) used = 'app';
  } else if (options.recovery) {
    if (await factors.useRecoveryCode(deps.db, user.id, recoveryCodeHash(code), now)) {
      used = 'recovery';
    }
  }
  if (used === null) throw new AppError(400, 'WRONG_CODE');
  await limit.giveBack(key);
  return used;
}

export async function secondFactorState(
  deps: UsersDeps,
  viewer: Actor | null,
): Promise<SecondFactorState> {
  const user = await ownAccount(deps, viewer);
  const on = user.second_factor_secret !== null;
  return {
    on,
    recoveryCodesLeft: on ? await factors.countRecoveryCodesLeft(deps.db, user.id) : 0,
    required: user.accountlevel === 'admin',
  };
}

/** A new secret to scan, kept apart until a code of it is confirmed. */
export async function setUpSecondFactor(
  deps: UsersDeps,
  viewer: Actor | null,
): Promise<SecondFactorSetup> {
  const user = await ownAccount(deps, viewer);
  const secret = newSecret();
  await factors.setPendingSecret(deps.db, user.id, secret);
  const uri = secretAddress(user.login, secret);
  return { secret, uri, qr: await qrImage(uri) };
}

/**
 * A code of the secret being set up turns the second factor on with it (or
 * moves it to the new device) and gives ten new recovery codes, shown once.
 */
export async function confirmSecondFactor(
  deps: UsersDeps,
  viewer: Actor | null,
  typed: string,
  { refuse }: CodeRequest,
): Promise<SecondFactorConfirmed> {
  const user = await ownAccount(deps, viewer);
  const pending = user.second_factor_pending;
  if (pending === null) throw new AppError(409, 'NO_SECOND_FACTOR_SETUP');
  const limit = deps.limits.secondFactorPerAccount;
  const key = user.login_key;
  if (!(await limit.take(key))) await refuse(limit, key);
  const step = isAppCode(normalCode(typed))
    ? await appCodeStep(pending, normalCode(typed), deps.clock.now(), null)
    : null;
  if (step === null) throw new AppError(400, 'WRONG_CODE');
  const recoveryCodes = newRecoveryCodes();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await factors.confirmPendingSecret(trx, user.id, pending, step))) {
      throw new AppError(409, 'NO_SECOND_FACTOR_SETUP');
    }
    await factors.replaceRecoveryCodes(trx, user.id, recoveryCodes.map(recoveryCodeHash));
  });
  await limit.giveBack(key);
  const token = await deps.tokens.sign((await users.findUserById(deps.db, user.id))!);
  return { token, recoveryCodes };
}

/** Ten new recovery codes, against a code of the app; the old ones stop working. */
export async function renewRecoveryCodes(
  deps: UsersDeps,
  viewer: Actor | null,
  typed: string,
  { refuse }: CodeRequest,
): Promise<RecoveryCodes> {
  const user = await ownAccount(deps, viewer);
  if (user.second_factor_secret === null) throw new AppError(409, 'NO_SECOND_FACTOR');
  await checkCode(deps, user, typed, refuse, {
    secret: user.second_factor_secret,
    recovery: false,
  });
  const recoveryCodes = newRecoveryCodes();
  await factors.replaceRecoveryCodes(deps.db, user.id, recoveryCodes.map(recoveryCodeHash));
  return { recoveryCodes };
}

/** Turns the second factor off, against a code (or a recovery code); administrators keep theirs. */
export async function turnOffSecondFactor(
  deps: UsersDeps,
  viewer: Actor | null,
  typed: string,
  { refuse, language }: CodeRequest,
): Promise<void> {
  const user = await ownAccount(deps, viewer);
  if (user.second_factor_secret === null) throw new AppError(409, 'NO_SECOND_FACTOR');
  if (user.accountlevel === 'admin') throw new AppError(409, 'SECOND_FACTOR_REQUIRED');
  const used = await checkCode(deps, user, typed, refuse, {
    secret: user.second_factor_secret,
    recovery: true,
  });
  await deps.db.transaction().execute(async (trx) => {
    await factors.clearSecondFactor(trx, user.id);
    if (used === 'recovery') await tell(deps, user, 'recovery-code-used', language, trx);
    await tell(deps, user, 'turned-off', language, trx);
  });
}

/**
 * The login's second step: the ticket the password gave and a code. A
 * recovery code opens it too (and the owner is told by e-mail).
 */
export async function loginSecondFactor(
  deps: UsersDeps,
  { ticket, code }: SecondFactorLoginPayload,
  { refuse, language }: CodeRequest,
): Promise<string> {
  const held = await deps.tokens.verifyTicket(ticket);
  const user = held ? await users.findUserById(deps.db, held.userId) : undefined;
  // A password changed or a logout everywhere since the ticket: log in again.
  if (!user || !held || user.token_version !== held.version || user.second_factor_secret === null) {
    throw new AppError(400, 'EXPIRED_TICKET');
  }
  if (user.suspended_at !== null) throw new AppError(403, 'ACCOUNT_SUSPENDED');
  const used = await checkCode(deps, user, code, refuse, {
    secret: user.second_factor_secret,
    recovery: true,
  });
  if (used === 'recovery') await tell(deps, user, 'recovery-code-used', language);
  await users.recordLogin(deps.db, user.id, deps.clock.now());
  return deps.tokens.sign(user);
}

/**
 * An administrator resets a member's second factor (a lost phone and lost
 * codes): the password alone opens the account again, its owner is told by
 * e-mail, and the moderation log keeps it. Nothing to reset: nothing done.
 */
export async function resetSecondFactor(
  deps: UsersDeps,
  viewer: Actor | null,
  id: number,
  language: SiteLanguage,
): Promise<User> {
  ensureCanResetSecondFactor(viewer, { id });
  const user = await users.findUserById(deps.db, id);
  if (!user) throw notFound();
  if (user.second_factor_secret === null) return users.toUser(user);
  await deps.db.transaction().execute(async (trx) => {
    await factors.clearSecondFactor(trx, id);
    await logModeration(
      trx,
      { by: viewer, account: user, action: 'second-factor-reset' },
      deps.clock.now(),
    );
    await tell(deps, user, 'reset-by-admin', language, trx);
  });
  return users.toUser((await users.findUserById(deps.db, id))!);
}
