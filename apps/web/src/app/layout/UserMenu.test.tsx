import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { UserMenu } from './UserMenu';
import { resetApp } from '@/test/render';
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

beforeEach(resetApp);
afterEach(() => i18n.changeLanguage('en'));

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
