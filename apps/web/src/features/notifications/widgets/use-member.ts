import { useSession } from '@/shared/auth/session';
import { readToken } from '@/shared/auth/stored-token';
import { useHydrated } from '@/shared/hydrated';

/** Whether the visitor is signed in, once the page is the browser's (never on the server). */
export function useMember(): boolean {
  const hydrated = useHydrated();
  const session = useSession();
  return hydrated && session !== null;
}

/**
 * Whether a query of the member's own may run: asked again at the moment it
 * would, so the refetch that follows a logout (before the page has rendered
 * the visitor logged out) does not ask for the member's lists without a token.
 */
export function useMemberQueries(): () => boolean {
  const member = useMember();
  return () => member && readToken() !== null;
}
