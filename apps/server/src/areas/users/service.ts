import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  isAdmin,
  type AccountLevel,
  type LoginPayload,
  type Me,
  type PasswordChangePayload,
  type ResetPasswordPayload,
  type SiteLanguage,
  type User,
} from '@millenaire/contracts';
import { passwordStrength } from '@millenaire/contracts/password';
import type { Database } from '../../db/database.ts';
import type { Actor, Tokens, VerifiedToken } from '../../infra/auth.ts';
import { AppError, notFound } from '../../infra/errors.ts';
import type { Mailer } from '../../infra/mail.ts';
import type { Throttle } from '../../infra/throttle.ts';
import { verifyCaptcha } from './captcha.ts';
import { passwordResetMail } from './mails.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import * as repo from './repository.ts';

const RESET_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface UserServiceDeps {
  db: Kysely<Database>;
  tokens: Tokens;
  mailer: Mailer;
  publicUrl: string;
  captchaSecret: string;
  /** Failed logins, counted per login and per client address. */
  loginThrottle: Throttle;
  log: FastifyBaseLogger;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function checkStrength(password: string, userInputs: string[]): void {
  if (!passwordStrength(password, userInputs).acceptable) throw new AppError(400, 'WEAK_PASSWORD');
}

export function createUserService(deps: UserServiceDeps) {
  const { db, tokens } = deps;
  // Checking a password against this when the login is unknown takes as long
  // as a real check, so timing does not tell which logins exist.
  const decoyHash = hashPassword(randomBytes(16).toString('hex'));

  return {
    async resolveActor({ userId, version }: VerifiedToken): Promise<Actor | null> {
      const user = await repo.findUserById(db, userId);
      if (!user || user.token_version !== version) return null;
      return { id: user.id, login: user.login, level: user.accountlevel };
    },

    async login({ username, password }: LoginPayload, ip: string): Promise<string> {
      const keys = [`login:${username.toLowerCase()}`, `ip:${ip}`];
      for (const key of keys) {
        if (await deps.loginThrottle.isBlocked(key)) throw new AppError(429, 'RATE_LIMITED');
      }
      const user = await repo.findUserByLogin(db, username);
      const ok = await verifyPassword(user?.password_hash ?? (await decoyHash), password);
      if (!user || !ok) {
        for (const key of keys) await deps.loginThrottle.fail(key);
        throw new AppError(401, 'WRONG_PASSWORD');
      }
      await deps.loginThrottle.reset(keys[0]!);
      await repo.recordLogin(db, user.id);
      return tokens.sign(user);
    },

    async createAccount(input: {
      username: string;
      password: string;
      email: string | null;
      captcha: string;
    }): Promise<string> {
      // Strength first: refusing a weak password should not use up the solved captcha.
      checkStrength(input.password, [input.username]);
      if (!(await verifyCaptcha(db, deps.captchaSecret, input.captcha))) {
        throw new AppError(400, 'INVALID_CAPTCHA');
      }
      if (await repo.findUserByLogin(db, input.username)) throw new AppError(409, 'LOGIN_TAKEN');
      const passwordHash = await hashPassword(input.password);
      const user = await repo
        .insertUser(db, {
          login: input.username,
          email: input.email,
          passwordHash,
          accountlevel: 'new',
        })
        .catch(async (err: unknown) => {
          // Two requests for one login at once: the unique index decides.
          if (await repo.findUserByLogin(db, input.username))
            throw new AppError(409, 'LOGIN_TAKEN');
          throw err;
        });
      await repo.recordLogin(db, user.id);
      return tokens.sign(user);
    },

    async me(actor: Actor): Promise<Me> {
      return { id: actor.id, login: actor.login, accountlevel: actor.level };
    },

    async listUsers(): Promise<User[]> {
      return (await repo.listUsers(db)).map(repo.toUser);
    },

    async setLevel(actor: Actor, id: number, level: AccountLevel): Promise<User> {
      return db.transaction().execute(async (trx) => {
        const user = await repo.findUserById(trx, id);
        if (!user) throw notFound();
        // The site always keeps at least one administrator.
        if (isAdmin(user.accountlevel) && !isAdmin(level) && (await repo.countAdmins(trx)) <= 1) {
          throw new AppError(409, 'CONFLICT');
        }
        if (user.accountlevel !== level) await repo.updateLevel(trx, id, level);
        const updated = await repo.findUserById(trx, id);
        return repo.toUser(updated!);
      });
    },

    async changePassword(actor: Actor, id: number, input: PasswordChangePayload): Promise<string> {
      if (actor.id !== id) throw new AppError(403, 'UNAUTHORIZED');
      const user = await repo.findUserById(db, id);
      if (!user) throw notFound();
      if (!(await verifyPassword(user.password_hash, input.oldpassword))) {
        throw new AppError(400, 'WRONG_PASSWORD');
      }
      checkStrength(input.password, [user.login]);
      await repo.updatePassword(db, id, await hashPassword(input.password));
      return tokens.sign((await repo.findUserById(db, id))!);
    },

    /**
     * Mails a reset link to every account with this address. The answer does
     * not wait for the mail, so its timing does not tell whether the address is known.
     */
    async requestNewPassword(email: string, language: SiteLanguage): Promise<void> {
      const users = await repo.listUsersByEmail(db, email);
      for (const user of users) {
        const key = randomBytes(32).toString('base64url');
        await repo.insertPasswordReset(db, {
          userId: user.id,
          keyHash: sha256(key),
          expiresAt: new Date(Date.now() + RESET_LIFETIME_MS).toISOString(),
        });
        const link = new URL('/user/passwordreset', deps.publicUrl);
        link.searchParams.set('email', email);
        link.searchParams.set('key', key);
        const mail = passwordResetMail(language, { email, login: user.login }, link.toString());
        deps.mailer
          .send(mail)
          .catch((err: unknown) => deps.log.error({ err }, 'reset mail failed'));
      }
    },

    async resetPassword({ email, key, password }: ResetPasswordPayload): Promise<string> {
      const reset = await repo.findUsableReset(db, sha256(key));
      if (!reset || reset.email !== email.toLowerCase())
        throw new AppError(400, 'INVALID_RESET_KEY');
      // The reset page knows only the address; the login counts against the password too.
      checkStrength(password, [reset.login, email]);
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await repo.updatePassword(trx, reset.user_id, passwordHash);
        await repo.closeResets(trx, reset.user_id);
      });
      return reset.login;
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
