import { useEffect } from 'react';
import { currentSession } from '@/shared/auth/session';
import { setHydratingServerPage } from '@/shared/hydrated';
import { queryClient } from '@/shared/query-client';

let renderedForEveryone = false;

/**
 * Says the page is the app's now, its controls answer: a click held until
 * then goes to its button (start-on-intent.ts), and browser tests wait for it.
 */
export function markAppReady(): void {
  document.documentElement.dataset.app = 'ready';
}

/** Said at start when the page came rendered by the server, with answers meant for anyone. */
export function pageCameRendered(): void {
  renderedForEveryone = true;
}

/**
 * The server renders every page as an anonymous visitor sees it. Once the
 * browser has taken the page over, a logged-in visitor's answers are asked
 * again with their session (their stars, their own unconfirmed contents, the
 * edit buttons their role opens): visitors without an account ask nothing.
 * It waits for the end of hydration, so the first render still matches the
 * server's HTML: the layout places it after the page, inside the page's
 * Suspense boundary (hydrated on its own), so the page's queries are watched
 * by then and asked again.
 */
export function ViewerAnswers(): null {
  useEffect(() => {
    markAppReady();
    // The page the server sent is the app's: parts appearing from now on are drawn.
    setHydratingServerPage(false);
    if (!renderedForEveryone) return;
    renderedForEveryone = false;
    if (currentSession()) void queryClient.invalidateQueries();
  }, []);
  return null;
}
