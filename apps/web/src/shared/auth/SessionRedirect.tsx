import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { currentSession } from './session';

interface SessionRedirectProps {
  /** Who the page is for; anyone else is sent to /. */
  only: 'loggedIn' | 'loggedOut';
  children: ReactNode;
}

/**
 * The spec's redirect rules (§2). Decided once, when the page opens: after a
 * login or logout on the page itself, the page chooses where to go next (one
 * page back), and a guard watching the session would race it to /.
 */
export function SessionRedirect({ only, children }: SessionRedirectProps) {
  const [allowed] = useState(() => (currentSession() !== null) === (only === 'loggedIn'));
  return allowed ? children : <Navigate to="/" replace />;
}
