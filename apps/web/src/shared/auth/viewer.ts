import type { Viewer } from '@millenaire/contracts/rules';
import { useSession, type Session } from './session';

/**
 * Who is looking, as the shared permission rules of the contracts take it:
 * the token's account id (`sub`) and level (`role`). A token whose account or
 * level cannot be read unlocks no control here; the server still decides.
 */
export function viewerOf(session: Session | null): Viewer {
  if (!session?.claims || session.userId === null) return null;
  return { id: session.userId, level: session.claims.role };
}

/** The viewer of the current session, re-rendered on login and logout. */
export function useViewer(): Viewer {
  return viewerOf(useSession());
}
