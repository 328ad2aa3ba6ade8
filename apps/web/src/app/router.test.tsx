import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PAGE_ROUTES, areaOf, pageFacts } from '@millenaire/contracts/routes';
import { storeToken } from '@/shared/auth/session';
import { findMenuButton, renderRoutes, stubFetch } from '@/test/render';
import { fakeToken as tokenFor } from '@/test/tokens';
import { routes } from './router';

const CURRENT = {
  version: '8.1.2',
  url: '/download/millenaire-8.1.2.zip',
  date: '2024-05-01T10:20:30Z',
  description: 'Seljuk culture and many fixes.',
};

function stubServer() {
  return stubFetch({
    '/api/site': { body: { analyticsScriptUrl: null, adsScriptUrl: null } },
    '/api/versions/current?language=en': { body: CURRENT },
    '/api/versions/current?language=fr': {
      body: { ...CURRENT, description: 'Culture seldjoukide.' },
    },
  });
}

/** A token of Kinniken's (account 3) at this level. */
const fakeToken = (role: 'new' | 'admin') => tokenFor({ login: 'Kinniken', role, sub: '3' });

const concretePath = (pattern: string) => pattern.replace(/:(\w+)/g, 'sample-$1');

/** Pages the spec shows only to logged-in users (the others redirect to /), as the route table says. */
const LOGGED_IN_ONLY = PAGE_ROUTES.filter((route) => pageFacts(route).audience === 'loggedIn').map(
  concretePath,
);

beforeEach(async () => {
  stubServer();
});

describe('routes', () => {
  it.each(PAGE_ROUTES.map(concretePath))(
    '%s shows its page inside its area header',
    async (path) => {
      if (LOGGED_IN_ONLY.includes(path)) storeToken(fakeToken('new'));
      const { container } = renderRoutes(routes, path);
      const heading = await screen.findByRole('heading', { level: 1 });
      expect(heading.textContent).not.toContain('Page not found');
      expect(container.querySelector('header')?.getAttribute('data-area')).toBe(areaOf(path));
    },
  );

  it('shows a translated Page not found for unknown paths', async () => {
    renderRoutes(routes, '/no/such/page');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Millénaire > Page not found',
    );
  });

  it('titles encyclopedia pages Area > Item', async () => {
    storeToken(fakeToken('new'));
    renderRoutes(routes, '/encyclopedia/norman/edit');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Encyclopedia > Edit: norman');
    // The document's title follows the heading once the page's effects have run.
    await waitFor(() => expect(document.title).toBe('Encyclopedia > Edit: norman'));
  });

  it('sends a visitor from an edit page to the home page', async () => {
    const { container } = renderRoutes(routes, '/encyclopedia/norman/villagers/farmer/edit');
    expect(await screen.findByRole('heading', { name: 'Millénaire 8.1.2' })).toBeTruthy();
    expect(container.querySelector('header')?.getAttribute('data-area')).toBe('home');
  });
});

describe('header', () => {
  it('offers Log in and Create account to visitors', async () => {
    renderRoutes(routes, '/');
    fireEvent.click(await findMenuButton(/Account menu/));
    expect((await screen.findByRole('link', { name: 'Log in' })).getAttribute('href')).toBe(
      '/user/login',
    );
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe(
      '/user/createaccount',
    );
  });

  it('shows the login and role, and user administration to an admin', async () => {
    storeToken(fakeToken('admin'));
    renderRoutes(routes, '/');
    fireEvent.click(await findMenuButton(/Account menu/));
    expect(await screen.findByRole('link', { name: 'User administration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log out' })).toBeTruthy();
    // The menu's heading says both; the button shows the level under the login.
    expect(screen.getByText('Kinniken (administrator)')).toBeTruthy();
  });

  it('hides the library sub-menu entries from visitors', async () => {
    renderRoutes(routes, '/library');
    const subMenu = await screen.findByRole('navigation', { name: 'Library menu' });
    expect(within(subMenu).getByText('All contents')).toBeTruthy();
    expect(within(subMenu).queryByText('My contents')).toBeNull();
  });

  it('shows the library sub-menu entries to logged-in users', async () => {
    storeToken(fakeToken('new'));
    renderRoutes(routes, '/library');
    const subMenu = await screen.findByRole('navigation', { name: 'Library menu' });
    for (const entry of ['My contents', 'Starred contents', 'Upload content']) {
      expect(within(subMenu).getByText(entry)).toBeTruthy();
    }
  });

  it('switches to French: texts, cookie, html lang and language-dependent data', async () => {
    const fetchMock = stubServer();
    renderRoutes(routes, '/');
    expect(await screen.findByText('Seljuk culture and many fixes.')).toBeTruthy();
    const flag = screen.getByRole('link', { name: 'FR – Voir le site en français' });
    expect(within(flag).getByRole('img').getAttribute('src')).toBe('/img/lang/fr.png');
    // Before the page is hydrated (or without JavaScript), the link itself opens the French page.
    expect(flag.getAttribute('href')).toBe('/?lang=fr');

    fireEvent.click(flag);

    expect(await screen.findByText('Culture seldjoukide.')).toBeTruthy();
    expect(screen.getByText('Version actuelle')).toBeTruthy();
    expect(document.cookie).toContain('language=fr');
    expect(document.documentElement.lang).toBe('fr');
    const calls = fetchMock.mock.calls.map(([url]) => url.toString());
    expect(calls).toContain('/api/versions/current?language=fr');
    const back = screen.getByRole('link', { name: /View the site in English/ });
    expect(within(back).getByRole('img').getAttribute('src')).toBe('/img/lang/en.png');
  });
});

describe('home page', () => {
  it('shows the current version with its download and the history link', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Millénaire 8.1.2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe(CURRENT.url);
    expect(screen.getByText('The download starts after a wait of 1 to 5 seconds.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Version history/ }).length).toBeGreaterThan(0),
    );
  });
});
