import type { Viewer } from '@millenaire/contracts/rules';
import { useSession, type Session } from './session';

/**
 * Who is looking, as the shared permission rules of the contracts take it:
 * the token's account id (`sub`) and level (`role`); an administrator without
 * a second factor acts as a confirmed member, as the server treats them. A
 * token whose account or level cannot be read unlocks no control here; the
 * server still decides.
 */
export function viewerOf(session: Session | null): Viewer {
  if (!session?.claims || session.userId === null) return null;
  const { role, needs_second_factor } = session.claims;
  return { id: session.userId, level: needs_second_factor ? 'confirmed' : role };
}

/** An administrator who must set up a second factor before acting as one. */
export function useNeedsSecondFactor(): boolean {
  return useSession()?.claims?.needs_second_factor === true;
}

/** The viewer of the current session, re-rendered on login and logout. */
export function useViewer(): Viewer {
  return viewerOf(useSession());
}
