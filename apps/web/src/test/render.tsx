import type { ReactElement } from 'react';
import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { cleanNotifications } from '@mantine/notifications';
import { expect, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { i18n } from '@/shared/i18n';
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
