import { API_PREFIX } from '@millenaire/contracts/endpoint';
import { invalidatePrefix } from '../query-client';
import { clearToken, storeToken } from './session';

// Cached answers may depend on who asked (starred flags, own contents...), so
// every change of session refetches them.
const EVERY_ANSWER = `${API_PREFIX}/`;

/** After a login, an account creation, a password change or reset: the new token. */
export function startSession(token: string): void {
  storeToken(token);
  void invalidatePrefix(EVERY_ANSWER);
}

/** After a logout, or when the server no longer takes the token. */
export function endSession(): void {
  clearToken();
  void invalidatePrefix(EVERY_ANSWER);
}
