import { useSession } from '@/shared/auth/session';
import { useHydrated } from '@/shared/hydrated';

/** Whether the visitor is signed in, once the page is the browser's (never on the server). */
export function useMember(): boolean {
  const hydrated = useHydrated();
  const session = useSession();
  return hydrated && session !== null;
}
