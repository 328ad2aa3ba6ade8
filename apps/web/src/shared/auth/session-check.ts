import { useEffect } from 'react';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import type { SessionAnswer } from '@millenaire/contracts/users';
import { ApiError, setTokenProvider } from '../api-client';
import { callEndpoint, endpointUrl } from '../api/endpoint';
import { i18n } from '../i18n';
import { closeNotice, notifyNotice } from '../notify';
import { currentSession, decodeClaims, useSession } from './session';
import { readToken } from './stored-token';
import { endSession, startSession } from './session-actions';

/*
 * The token the browser holds says what the account was when it was signed.
 * The server knows what it is now: a promotion to take on, or a session ended
 * by a logout on another device or a password change. So the app asks it when
 * it starts, when the tab comes back to the front and after a refused call.
 */

export type SessionState = 'alive' | 'ended' | 'unknown';

const SESSION_URL = endpointUrl(usersEndpoints.session);
const ENDED_NOTICE = 'session-ended';
/** Set while a session the server ended is not replaced, so every open tab can say so. */
const ENDED_KEY = 'millenaire_session_ended';

let asking: Promise<SessionState> | null = null;

function isOutdated(token: string, answer: SessionAnswer): boolean {
  const claims = decodeClaims(token);
  return (
    claims?.role !== answer.accountlevel ||
    claims.login !== answer.login ||
    (claims.needs_second_factor === true) !== (answer.needsSecondFactor === true)
  );
}

async function askServer(): Promise<SessionState> {
  // An expired token is already shown as logged out: nothing to ask.
  const token = currentSession()?.token;
  if (token === undefined) return 'unknown';
  try {
    // Its refusal is told below in its own words; other failures are only logged.
    const answer = await callEndpoint(
      usersEndpoints.session,
      {},
      { notify: false, quiet: ['UNAUTHORIZED'] },
    );
    // A login in another tab meanwhile holds a token of its own: keep it.
    if (readToken() === token && isOutdated(token, answer)) startSession(answer.token);
    return 'alive';
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 401) return 'unknown';
    if (readToken() !== token) return 'alive';
    remember(ENDED_KEY, String(Date.now()));
    endSession();
    notifyNotice(ENDED_NOTICE, i18n.t('session.ended'));
    return 'ended';
  }
}

/** Asks the server about the session held; calls made together share one question. */
export function checkSession(): Promise<SessionState> {
  asking ??= askServer().finally(() => {
    asking = null;
  });
  return asking;
}

setTokenProvider({
  token: readToken,
  // The question's own refusal is its answer, not a reason to ask again.
  refused: async (url) => url !== SESSION_URL && (await checkSession()) === 'ended',
});

function remember(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused: this tab has told the user all the same.
  }
}

function checkWhenShown(): void {
  if (document.visibilityState === 'visible') void checkSession();
}

/** Another tab learnt that the session ended: its token is gone here too, say why. */
function tellEndedElsewhere(event: StorageEvent): void {
  if (event.key === ENDED_KEY && event.newValue !== null) {
    notifyNotice(ENDED_NOTICE, i18n.t('session.ended'));
  }
}

/** Checks the session at start and each time the tab comes back; closes the notice at the next login. */
export function useSessionCheck(): void {
  const loggedIn = useSession() !== null;
  useEffect(() => {
    if (!loggedIn) return;
    closeNotice(ENDED_NOTICE);
    remember(ENDED_KEY, null);
  }, [loggedIn]);
  useEffect(() => {
    void checkSession();
    window.addEventListener('focus', checkWhenShown);
    window.addEventListener('storage', tellEndedElsewhere);
    document.addEventListener('visibilitychange', checkWhenShown);
    return () => {
      window.removeEventListener('focus', checkWhenShown);
      window.removeEventListener('storage', tellEndedElsewhere);
      document.removeEventListener('visibilitychange', checkWhenShown);
    };
  }, []);
}
