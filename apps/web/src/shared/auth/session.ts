import { useSyncExternalStore } from 'react';
import {
  ACCOUNT_LEVELS,
  TOKEN_KEY,
  type AccountLevel,
  type TokenClaims,
} from '@millenaire/contracts/users';
import { deleteCookie, writeCookie } from '../cookies';
import { readToken } from './stored-token';

/** One fixed key for the login token, in local storage and in a cookie (DESIGN.md). */
export { TOKEN_KEY };
const CHANGE_EVENT = 'millenaire-token-change';

export interface Session {
  token: string;
  /** Null when the token cannot be decoded: it still counts as logged in (spec §4). */
  claims: TokenClaims | null;
  /** The account's id (the token's `sub`), which calls about one's own account name. */
  userId: number | null;
}

/** JWT parts are base64url of UTF-8; logins may hold accents. */
function decodeBase64Url(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

function tokenPayload(token: string): unknown {
  const part = token.split('.')[1];
  if (part === undefined) return null;
  try {
    return JSON.parse(decodeBase64Url(part));
  } catch {
    return null;
  }
}

/**
 * The claims the page reads (tokenClaimsSchema's fields), or null when the
 * token does not carry them. The server checks the token itself on every call:
 * this only decides what the page shows.
 */
export function decodeClaims(token: string): TokenClaims | null {
  const payload = tokenPayload(token);
  if (typeof payload !== 'object' || payload === null) return null;
  const { login, role, exp, needs_second_factor } = payload as Record<string, unknown>;
  const level = ACCOUNT_LEVELS.find((name: AccountLevel) => name === role);
  if (typeof login !== 'string' || level === undefined || !Number.isInteger(exp)) return null;
  return {
    login,
    role: level,
    exp: exp as number,
    ...(needs_second_factor === true ? { needs_second_factor } : {}),
  };
}

function decodeUserId(token: string): number | null {
  const payload = tokenPayload(token);
  if (typeof payload !== 'object' || payload === null || !('sub' in payload)) return null;
  const id = Number(payload.sub);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The current session, or null when logged out or the token has expired. */
export function currentSession(nowSeconds = Date.now() / 1000): Session | null {
  const token = readToken();
  if (!token) return null;
  const claims = decodeClaims(token);
  if (claims && claims.exp < nowSeconds) return null;
  return { token, claims, userId: decodeUserId(token) };
}

/** Stores the token; its cookie ends with it (a browser-session cookie when unreadable). */
export function storeToken(token: string, nowSeconds = Date.now() / 1000): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  const exp = decodeClaims(token)?.exp;
  writeCookie(TOKEN_KEY, token, exp === undefined ? null : exp - nowSeconds);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function clearToken(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  deleteCookie(TOKEN_KEY);
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The token string is the snapshot, so React re-renders only when it changes. */
export function useSession(): Session | null {
  const token = useSyncExternalStore(subscribe, readToken, () => null);
  // Recomputed per render so an expired token stops counting without a storage event.
  return token === null ? null : currentSession();
}
