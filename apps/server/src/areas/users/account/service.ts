import type { z } from 'zod';
import type { createAccountPayloadSchema } from '@millenaire/contracts';
import { AppError } from '../../../platform/http/errors.ts';
import type { UsersDeps } from '../deps.ts';
import { hashPassword } from '../passwords.ts';
import * as users from '../repository.ts';
import { checkStrength } from '../strength.ts';
import { checkCaptcha, claimCaptcha } from '../captcha.ts';

type NewAccount = z.output<typeof createAccountPayloadSchema>;

const invalidCaptcha = () => new AppError(400, 'INVALID_CAPTCHA');

/**
 * Creates a 'new' account and logs it in: the answer is its token. The cheap
 * checks come first (the payload's shape, the captcha, the login), the costly
 * strength scoring last; the captcha is used up only when all have passed.
 */
export async function createAccount(deps: UsersDeps, input: NewAccount): Promise<string> {
  const { db } = deps;
  const signature = await checkCaptcha(deps, input.captcha);
  if (!signature) throw invalidCaptcha();
  if (await users.findUserByLogin(db, input.username)) throw new AppError(409, 'LOGIN_TAKEN');
  await checkStrength(deps, input.password, [input.username, input.email ?? '']);
  if (!(await claimCaptcha(deps, signature))) throw invalidCaptcha();
  const passwordHash = await hashPassword(input.password);
  const now = deps.clock.now();
  const user = await users
    .insertUser(
      db,
      { login: input.username, email: input.email, passwordHash, accountlevel: 'new' },
      now,
    )
    .catch(async (err: unknown) => {
      // Two requests for one login at once: the unique index decides.
      if (await users.findUserByLogin(db, input.username)) throw new AppError(409, 'LOGIN_TAKEN');
      throw err;
    });
  await users.recordLogin(db, user.id, now);
  return deps.tokens.sign(user);
}

/** Whether an account has this login (any case); for other areas, such as advancements. */
export async function loginExists({ db }: Pick<UsersDeps, 'db'>, login: string): Promise<boolean> {
  return (await users.findUserByLogin(db, login)) !== undefined;
}
