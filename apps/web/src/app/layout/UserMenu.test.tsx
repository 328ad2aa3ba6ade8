import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { UserMenu } from './UserMenu';
import { renderPage, stubFetch } from '@/test/render';
import { clearToken, storeToken } from '@/shared/auth/session';
import { fakeToken } from '@/test/tokens';
import { i18n } from '@/shared/i18n';

/** The account menu as the server renders it, for a visitor with or without the session cookie. */
function serverHeader(sessionPending: boolean): string {
  const router = createMemoryRouter([{ path: '*', element: <UserMenu /> }]);
  return renderToString(
    <AppProviders env="test" sessionPending={sessionPending}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

afterEach(async () => {
  clearToken();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('the account menu before the browser knows the session', () => {
  it('says "Account" to a visitor without the session cookie', () => {
    expect(serverHeader(false)).toContain('>Account<');
  });

  it('says nothing logged-out to a holder of the session cookie, in either language', async () => {
    expect(serverHeader(true)).not.toContain('Account');
    await i18n.changeLanguage('fr');
    expect(serverHeader(false)).toContain('>Compte<');
    expect(serverHeader(true)).not.toContain('Compte');
  });

  it("gives a visitor's page the menu as links the browser opens without scripts", () => {
    const html = serverHeader(false);
    expect(html).toMatch(/<details[^>]*><summary[\s\S]*href="\/user\/login"/);
    expect(html).toContain('href="/user/createaccount"');
  });
});

describe("a member's account menu", () => {
  it('shows its links only together with its notifications, so none moves under a click', async () => {
    storeToken(fakeToken({ login: 'Kinniken', role: 'new' }));
    stubFetch({});
    const { container } = renderPage(<UserMenu />);
    // Every state the menu passes through, from the first drawing on.
    const states: { account: boolean; notifications: boolean }[] = [];
    const record = () =>
      states.push({
        account: container.querySelector('a[href="/user/passwordchange"]') !== null,
        notifications: container.querySelector('a[href="/user/notifications"]') !== null,
      });
    record();
    const observer = new MutationObserver(record);
    observer.observe(container, { childList: true, subtree: true });
    expect(await screen.findByRole('link', { name: 'Change password' })).toBeTruthy();
    observer.disconnect();
    expect(screen.getByRole('link', { name: 'All notifications and settings' })).toBeTruthy();
    expect(states.filter((state) => state.account && !state.notifications)).toEqual([]);
  });
});
