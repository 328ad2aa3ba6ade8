import type { ReactElement } from 'react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, matchPath, RouterProvider, type RouteObject } from 'react-router';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { cleanNotifications } from '@mantine/notifications';
import { expect, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { i18n } from '@/shared/i18n';
import type { PageModule } from '@/shared/page-data';
import { queryClient } from '@/shared/query-client';

/** A fresh cache, no notifications and the English site for each test. */
export async function resetApp(): Promise<void> {
  queryClient.clear();
  cleanNotifications();
  await i18n.changeLanguage('en');
}

/** Renders routes at `path` inside the app's providers. */
export function renderRoutes(routes: RouteObject[], path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AppProviders env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router };
}

/** Renders one element at `/` inside the app's providers. */
export function renderPage(element: ReactElement, path = '/') {
  return renderRoutes([{ path: '*', element }], path);
}

type Answer = { status?: number; body: unknown };

/** Stubs fetch with answers by URL; returns the mock to inspect the calls made. */
export function stubFetch(answers: Record<string, Answer | ((init?: RequestInit) => Answer)>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input.toString();
    const entry = answers[url];
    const answer = typeof entry === 'function' ? entry(init) : entry;
    if (!answer) return new Response(JSON.stringify({ message: 'NOT_FOUND' }), { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Waits until the GET of `url` has been answered and the screen has rendered
 * the answer, so a test can then check that something is absent.
 */
export async function answered(url: string): Promise<void> {
  await waitFor(() => expect(queryClient.getQueryState([url])?.status).toBe('success'));
  await act(async () => {});
}

/**
 * Checks a page's data loader against the page itself: the loader runs for
 * `path` (matched against the route `pattern`), then the page renders from the
 * cache it filled, and must ask the API for nothing more. This is what lets the
 * browser hydrate a server-rendered page without a single request.
 * `fetchMock` is the stub answering the page's calls (stubFetch).
 */
export async function expectLoaderCoversPage(
  page: PageModule,
  pattern: string,
  path: string,
  fetchMock: ReturnType<typeof stubFetch>,
  language: SiteLanguage = 'en',
): Promise<void> {
  await i18n.changeLanguage(language);
  const url = new URL(path, 'http://site.test');
  const params = matchPath(pattern, url.pathname)?.params ?? {};
  await page.load?.({ params, url, language, client: queryClient });
  const asked = fetchMock.mock.calls.map(([input]) => String(input));
  renderRoutes([{ path: pattern, Component: page.Component }], path);
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  const more = fetchMock.mock.calls.map(([input]) => String(input)).slice(asked.length);
  expect(more, `asked after the loader: ${more.join(', ')}`).toEqual([]);
}

/** A header menu's button (a disclosure's summary), found by the words it holds. */
export async function findMenuButton(name: RegExp): Promise<HTMLElement> {
  const words = await screen.findByText(name);
  const summary = words.closest('summary');
  if (!summary) throw new Error(`${String(name)} is not in a menu's button`);
  return summary;
}
