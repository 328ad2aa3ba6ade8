import { redirect } from 'react-router';
import type { Audience } from '@millenaire/contracts/routes';
import { currentSession } from './session';

export type { Audience };

/**
 * The spec's redirect rules (§2) as a route loader. It runs when the page
 * opens, before the page's code is fetched or anything of it is drawn, so a
 * visitor sent away never sees the page's area flash by. It is not run again
 * while the page stays open: after a login or logout on the page itself, the
 * page chooses where to go next (one page back).
 */
export function audienceLoader(only: Audience) {
  return () => ((currentSession() !== null) === (only === 'loggedIn') ? null : redirect('/'));
}
