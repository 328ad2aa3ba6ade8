import { beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearToken, storeToken } from '@/shared/auth/session';
import { findMenuButton, renderRoutes, stubFetch } from '@/test/render';
import { fakeToken as tokenFor } from '@/test/tokens';
import { routes } from './router';

/** A token of Kinniken's (account 3) at this level, expiring at `exp`. */
const fakeToken = (role: 'new' | 'admin', exp = 4_102_444_800) =>
  tokenFor({ login: 'Kinniken', role, sub: '3', exp });

beforeEach(async () => {
  stubFetch({
    '/api/site': { body: { analyticsScriptUrl: null, adsScriptUrl: null } },
    '/api/versions/current?language=en': {
      body: { version: '8.1.2', url: '/dl.zip', date: '2024-05-01T10:20:30Z', description: '' },
    },
  });
});

async function landingPath(path: string): Promise<string> {
  const { router } = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1 });
  return router.state.location.pathname;
}

describe('redirect rules (spec §2)', () => {
  it.each([
    '/user/login',
    '/user/createaccount',
    '/user/requestnewpassword',
    '/user/passwordreset',
  ])('%s sends logged-in users to /', async (path) => {
    storeToken(fakeToken('new'));
    expect(await landingPath(path)).toBe('/');
  });

  it.each(['/user/passwordchange', '/user/logout'])('%s sends visitors to /', async (path) => {
    expect(await landingPath(path)).toBe('/');
  });

  it.each(['/user/passwordchange', '/user/logout'])(
    '%s also sends visitors with an expired token to /',
    async (path) => {
      storeToken(fakeToken('new', 1_000));
      expect(await landingPath(path)).toBe('/');
    },
  );

  it.each([
    ['/user/login', null],
    ['/user/createaccount', null],
    ['/user/passwordchange', 'new'],
    ['/user/logout', 'new'],
  ] as const)('%s stays open to those it is for', async (path, role) => {
    if (role) storeToken(fakeToken(role));
    expect(await landingPath(path)).toBe(path);
  });
});

describe('user menu', () => {
  it('follows logins and logouts at once', async () => {
    renderRoutes(routes, '/history');
    const menu = await findMenuButton(/Account menu/);
    expect(menu.textContent).toContain('Account');

    act(() => storeToken(fakeToken('admin')));
    // The login, and the level in small letters under it.
    await waitFor(() => expect(menu.textContent).toContain('Kinniken'));
    expect(menu.textContent).toContain('administrator');
    fireEvent.click(menu);
    expect(await screen.findByRole('link', { name: 'User administration' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Change password' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log out' })).toBeTruthy();

    act(() => clearToken());
    await waitFor(() => expect(menu.textContent).not.toContain('Kinniken'));
  });
});
