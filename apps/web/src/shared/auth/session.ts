import { useSyncExternalStore } from 'react';
import { tokenClaimsSchema, type TokenClaims } from '@millenaire/contracts';
import { deleteCookie, writeCookie } from '../cookies';

/** One fixed key for the login token, in local storage and in a cookie (DESIGN.md). */
export const TOKEN_KEY = 'millenaire_token';
const CHANGE_EVENT = 'millenaire-token-change';

export interface Session {
  token: string;
  /** Null when the token cannot be decoded: it still counts as logged in (spec §4). */
  claims: TokenClaims | null;
}

export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** JWT parts are base64url of UTF-8; logins may hold accents. */
function decodeBase64Url(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

export function decodeClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const parsed = tokenClaimsSchema.safeParse(JSON.parse(decodeBase64Url(payload)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The current session, or null when logged out or the token has expired. */
export function currentSession(nowSeconds = Date.now() / 1000): Session | null {
  const token = readToken();
  if (!token) return null;
  const claims = decodeClaims(token);
  if (claims && claims.exp < nowSeconds) return null;
  return { token, claims };
}

export function storeToken(token: string): void {
  window.localStorage.setItem(TOKEN_KEY, token);
  writeCookie(TOKEN_KEY, token);
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
