import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { readPageState, revivedQueries } from './app/page-state';
import { loadOnIntent, loadPageCode } from './app/pages';
import { AppProviders } from './app/providers';
import { createAppRouter, routes } from './app/router';
import { pageCameRendered } from './app/viewer-answers';
import { setHydratingServerPage } from './shared/hydrated';
import { isPagePath } from '@millenaire/contracts/routes';
import { queryClient } from './shared/query-client';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/**
 * A page the server rendered is hydrated where it stands: the answers it was
 * rendered from fill the query cache, the code of its page is fetched before
 * the first render (so it renders the same HTML, not a loading state), and
 * React hydrates the HTML. Other pages (the app's shell) are drawn from scratch.
 */
async function start(root: HTMLElement) {
  const state = readPageState();
  if (!state) {
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    );
    return;
  }
  hydrate(queryClient, revivedQueries(state.queries));
  pageCameRendered();
  const lazyRoutes = (matchRoutes(routes, window.location) ?? [])
    .map((match) => match.route)
    .filter((route) => route.lazy);
  await Promise.all(
    lazyRoutes.map(async (route) => {
      const lazy = route.lazy as () => Promise<object>;
      Object.assign(route, await lazy(), { lazy: undefined });
    }),
  );
  const router = createAppRouter(state.router);
  followKeptLinks(router);
  // Parts that never change keep the server's HTML (StaticPart) while this lasts.
  setHydratingServerPage(true);
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread until the whole page is hydrated.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders sessionPending={state.sessionPending}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

/**
 * A link in a part kept as the server sent it (StaticPart: React attached
 * nothing to it) opens its page in the app, as the router's links do: a
 * plain click on a link to one of the site's pages, in the same tab.
 */
function followKeptLinks(router: ReturnType<typeof createAppRouter>) {
  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || !link.closest('[data-static]')) return;
    if (link.origin !== window.location.origin || link.hasAttribute('download')) return;
    if ((link.target !== '' && link.target !== '_self') || !isPagePath(link.pathname)) return;
    event.preventDefault();
    void router.navigate(link.pathname + link.search + link.hash);
  });
}

void start(container).then(() => loadOnIntent(loadPageCode));
