import { randomBytes } from 'node:crypto';
import type { LoginAnswer, LoginPayload, Me, SessionAnswer } from '@millenaire/contracts';
import type { Actor, VerifiedToken } from '../../../platform/http/auth.ts';
import { AppError } from '../../../platform/http/errors.ts';
import type { Limit, Refuse } from '../../../platform/http/rate-limits.ts';
import { checkCaptcha, claimCaptcha } from '../captcha.ts';
import type { UsersDeps } from '../deps.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { ensureLoggedIn } from '../policy.ts';
import * as users from '../repository.ts';

// Checking a password against this when the login is unknown takes as long
// as a real check, so timing does not tell which logins exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/**
 * The account behind a verified token, unless the token was issued before a
 * change or the account is suspended (suspending also raises the version; the
 * check here holds even for a token signed in the same instant).
 */
export async function resolveActor(
  { db }: Pick<UsersDeps, 'db'>,
  { userId, version }: VerifiedToken,
): Promise<Actor | null> {
  const user = await users.findUserById(db, userId);
  if (!user || user.token_version !== version || user.suspended_at !== null) return null;
  const level = users.actingLevel(user);
  return {
    id: user.id,
    login: user.login,
    level,
    ...(level !== user.accountlevel ? { needsSecondFactor: true } : {}),
  };
}

/** Who is logging in, as the route sees it. */
export interface LoginRequest {
  ip: string;
  refuse: Refuse;
}

type Counted = [Limit, string][];
const giveBack = (counted: Counted) =>
  Promise.all(counted.map(([limit, key]) => limit.giveBack(key)));

/**
 * Every attempt is counted before the password is checked, and decided on the
 * count that includes it, so guesses sent together cannot all slip through.
 * A success gives its own attempt back and nothing more: failures still in
 * flight keep counting.
 *
 * Refusals (429) fall on the address that guessed: per login and address, and
 * per address. The owner, from anywhere else, is never refused: when a login
 * has failed too often from everywhere together, each further try needs a
 * solved captcha instead (400 INVALID_CAPTCHA until one is sent), which costs
 * a browser a second and a guesser spread over many addresses as much per guess.
 * A suspended account is told so only after its correct password. An account
 * with a second factor gets a ticket instead of a token, for the code.
 */
export async function login(
  deps: UsersDeps,
  { username, password, captcha }: LoginPayload,
  { ip, refuse }: LoginRequest,
): Promise<LoginAnswer> {
  const { loginPerLogin, loginPerAddress, loginPerPair } = deps.limits;
  const name = username.toLowerCase();
  const counted: Counted = [
    [loginPerPair, `${name}\n${ip}`],
    [loginPerAddress, ip],
  ];
  const allowed = await Promise.all(counted.map(([limit, key]) => limit.take(key)));
  const refused = counted[allowed.indexOf(false)];
  if (refused) await refuse(...refused);

  if (!(await loginPerLogin.take(name))) {
    // Each solved challenge is claimed before the password is checked: one guess each.
    const signature = captcha ? await checkCaptcha(deps, captcha) : null;
    if (!signature || !(await claimCaptcha(deps, signature))) {
      // No password was checked: the address keeps its attempts. The login's
      // own count stays: while tries keep coming, it stays under attack.
      await giveBack(counted);
      throw new AppError(400, 'INVALID_CAPTCHA');
    }
  }
  counted.push([loginPerLogin, name]);

  const user = await users.findUserByLogin(deps.db, username);
  const ok = await verifyPassword(user?.password_hash ?? (await decoy()), password);
  if (!user || !ok) throw new AppError(401, 'WRONG_PASSWORD');
  await giveBack(counted);
  if (user.suspended_at !== null) throw new AppError(403, 'ACCOUNT_SUSPENDED');
  if (user.second_factor_secret !== null) return { ticket: await deps.tokens.signTicket(user) };
  await users.recordLogin(deps.db, user.id, deps.clock.now());
  return { token: await deps.tokens.sign(user) };
}

export function me(viewer: Actor | null): Me {
  ensureLoggedIn(viewer);
  const needsSecondFactor = viewer.needsSecondFactor === true;
  return {
    id: viewer.id,
    login: viewer.login,
    accountlevel: needsSecondFactor ? 'admin' : viewer.level,
    needsSecondFactor,
  };
}

/**
 * The session as the server holds it now. A level changed since the token was
 * signed takes effect at once (the server reads the level on every request); the
 * fresh token only lets the browser show it. It ends when the token sent does,
 * so asking never lengthens a session.
 */
export async function renewSession(
  { db, tokens }: UsersDeps,
  viewer: Actor | null,
  token: VerifiedToken | null,
): Promise<SessionAnswer> {
  ensureLoggedIn(viewer);
  const user = await users.findUserById(db, viewer.id);
  // Signed out between the two reads: a token of the new version would undo that.
  if (!user || !token || user.token_version !== token.version) {
    throw new AppError(401, 'UNAUTHORIZED');
  }
  return {
    id: user.id,
    login: user.login,
    accountlevel: user.accountlevel,
    needsSecondFactor: users.actingLevel(user) !== user.accountlevel,
    token: await tokens.sign(user, token.expiresAt),
  };
}

/** Ends the session on the server too: every token issued before stops working. */
export async function logout({ db, clock }: UsersDeps, viewer: Actor | null): Promise<void> {
  ensureLoggedIn(viewer);
  await users.endSessions(db, viewer.id, clock.now());
}
