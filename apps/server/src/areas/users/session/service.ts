import { randomBytes } from 'node:crypto';
import type { LoginPayload, Me, SessionAnswer } from '@millenaire/contracts';
import type { Actor, VerifiedToken } from '../../../infra/auth.ts';
import { AppError } from '../../../infra/errors.ts';
import type { UsersDeps } from '../deps.ts';
import { hashPassword, verifyPassword } from '../passwords.ts';
import { ensureLoggedIn } from '../policy.ts';
import * as users from '../repository.ts';

// Checking a password against this when the login is unknown takes as long
// as a real check, so timing does not tell which logins exist.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));

/** The account behind a verified token, unless the token was issued before a change. */
export async function resolveActor(
  { db }: Pick<UsersDeps, 'db'>,
  { userId, version }: VerifiedToken,
): Promise<Actor | null> {
  const user = await users.findUserById(db, userId);
  if (!user || user.token_version !== version) return null;
  return { id: user.id, login: user.login, level: user.accountlevel };
}

/**
 * Every attempt is counted before the password is checked, and decided on the
 * count that includes it, so guesses sent together cannot all slip through.
 * A success gives its own attempt back and nothing more: failures still in
 * flight keep counting.
 */
export async function login(
  deps: UsersDeps,
  { username, password }: LoginPayload,
  ip: string,
): Promise<string> {
  const { loginPerLogin, loginPerAddress, loginPerPair } = deps.limits;
  const name = username.toLowerCase();
  const counted: [typeof loginPerLogin, string][] = [
    [loginPerLogin, name],
    [loginPerAddress, ip],
    [loginPerPair, `${name}\n${ip}`],
  ];
  const allowed = await Promise.all(counted.map(([limit, key]) => limit.take(key)));
  if (allowed.includes(false)) throw new AppError(429, 'RATE_LIMITED');

  const user = await users.findUserByLogin(deps.db, username);
  const ok = await verifyPassword(user?.password_hash ?? (await decoy()), password);
  if (!user || !ok) throw new AppError(401, 'WRONG_PASSWORD');
  await Promise.all(counted.map(([limit, key]) => limit.giveBack(key)));
  await users.recordLogin(deps.db, user.id, deps.clock.now());
  return deps.tokens.sign(user);
}

export function me(viewer: Actor | null): Me {
  ensureLoggedIn(viewer);
  return { id: viewer.id, login: viewer.login, accountlevel: viewer.level };
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
    token: await tokens.sign(user, token.expiresAt),
  };
}

/** Ends the session on the server too: every token issued before stops working. */
export async function logout({ db }: UsersDeps, viewer: Actor | null): Promise<void> {
  ensureLoggedIn(viewer);
  await users.endSessions(db, viewer.id);
}
