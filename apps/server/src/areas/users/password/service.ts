import { createHash, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type {
  PasswordChangePayload,
  ResetPasswordPayload,
  SiteLanguage,
} from '@millenaire/contracts';
import { siteLanguageSchema } from '@millenaire/contracts/common';
import type { Actor } from '../../../platform/http/auth.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import type { Refuse } from '../../../platform/http/rate-limits.ts';
import { jobKind } from '../../../platform/jobs.ts';
import { MAIL_JOB } from '../../../platform/mail.ts';
import type { UsersDeps } from '../deps.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { ensureCanChangePassword } from '../policy.ts';
import * as users from '../repository.ts';
import { checkStrength } from '../strength.ts';
import { passwordResetMail } from './mails.ts';
import * as resets from './repository.ts';

const RESET_LIFETIME_MS = 24 * 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Changes one's own password; the answer is a fresh token, as every other session ends. */
export async function changePassword(
  deps: UsersDeps,
  viewer: Actor | null,
  id: number,
  input: PasswordChangePayload,
  refuse: Refuse,
): Promise<string> {
  ensureCanChangePassword(viewer, { id });
  const { db } = deps;
  const user = await users.findUserById(db, id);
  if (!user) throw notFound();
  // Old passwords are guesses like logins: counted before the check.
  const guesses = deps.limits.oldPasswordPerAccount;
  if (!(await guesses.take(user.login_key))) await refuse(guesses, user.login_key);
  if (!(await verifyPassword(user.password_hash, input.oldpassword))) {
    throw new AppError(400, 'WRONG_PASSWORD');
  }
  await guesses.giveBack(user.login_key);
  await checkStrength(deps, input.password, [user.login, user.email ?? '']);
  const passwordHash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await users.updatePassword(trx, id, passwordHash, deps.clock.now());
    // A key mailed before the change must not undo it.
    await resets.closeResets(trx, id, deps.clock.now());
  });
  return deps.tokens.sign((await users.findUserById(db, id))!);
}

/**
 * Mails a reset link to every account with this address. The request is
 * written as a job (the same write whatever the address); everything else,
 * the look-up included, is the job's, after the answer, so its timing does
 * not tell whether the address is known. An address gets a few mails an hour at most;
 * past that, requests are dropped without a word.
 */
export async function requestNewPassword(
  deps: UsersDeps,
  email: string,
  language: SiteLanguage,
): Promise<void> {
  await deps.jobs.enqueue(deps.db, RESET_REQUEST_JOB, { email, language });
}

/** A request for reset links, looked up and mailed by a worker (mailResetLinks). */
export const RESET_REQUEST_JOB = jobKind<{ email: string; language: SiteLanguage }>(
  'password-reset',
  z.object({ email: z.string(), language: siteLanguageSchema }),
);

/**
 * The job of a reset request: every account of the address gets a key, and
 * its mail is written as a job with it, all in one transaction, so a retry
 * never mails twice.
 */
export async function mailResetLinks(
  deps: UsersDeps,
  { email, language }: { email: string; language: SiteLanguage },
): Promise<void> {
  const accounts = await users.listUsersByEmail(deps.db, email);
  if (accounts.length === 0) return;
  if (!(await deps.limits.resetMailsPerEmail.take(email.toLowerCase()))) {
    deps.log.warn({ email }, 'reset mails to this address over the hourly limit: dropped');
    return;
  }
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    for (const user of accounts) {
      const key = randomBytes(32).toString('base64url');
      await resets.insertPasswordReset(trx, {
        userId: user.id,
        keyHash: sha256(key),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_LIFETIME_MS),
      });
      const link = new URL('/user/passwordreset', deps.publicUrl);
      link.searchParams.set('email', email);
      link.searchParams.set('key', key);
      const mail = passwordResetMail(language, { email, login: user.login }, link.toString());
      await deps.jobs.enqueue(trx, MAIL_JOB, mail);
    }
  });
}

/** Sets a new password with a mailed key; the answer is the account's login. */
export async function resetPassword(
  deps: UsersDeps,
  { email, key, password }: ResetPasswordPayload,
): Promise<string> {
  const { db } = deps;
  const reset = await resets.findUsableReset(db, sha256(key), deps.clock.now());
  if (!reset || reset.email !== email.toLowerCase()) throw new AppError(400, 'INVALID_RESET_KEY');
  // The reset page knows only the address; the login counts against the password too.
  await checkStrength(deps, password, [reset.login, email]);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    await users.updatePassword(trx, reset.user_id, passwordHash, deps.clock.now());
    await resets.closeResets(trx, reset.user_id, deps.clock.now());
  });
  return reset.login;
}
