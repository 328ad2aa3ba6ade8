import { TOKEN_KEY } from '@millenaire/contracts/token-key';

/**
 * The login token this browser keeps, or null. A module of its own, without
 * React or the users' schemas, so the page's entry script reads it too
 * (app/start-on-intent.ts: a browser keeping one starts the app at once).
 */
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
