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
  // As a transition, hydration yields to the browser every few milliseconds
  // instead of holding the main thread until the whole page is hydrated.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <AppProviders sessionPending={state.sessionPending}>
          <RouterProvider router={createAppRouter(state.router)} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void start(container).then(() => loadOnIntent(loadPageCode));
