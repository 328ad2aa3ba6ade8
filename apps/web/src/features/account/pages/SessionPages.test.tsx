import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentSession, storeToken } from '@/shared/auth/session';
import { renderRoutes, stubFetch } from '@/test/render';
import { fill, sentBody } from '../test/fields';
import { fakeToken } from '@/test/tokens';
import { LoginPage } from './LoginPage';
import type * as Navigation from '@/shared/navigation';
import { LogoutPage } from './LogoutPage';

const opened = vi.hoisted(() => vi.fn<(path: string) => void>());
vi.mock('@/shared/navigation', async (original) => ({
  ...(await original<typeof Navigation>()),
  openServerAddress: opened,
}));

/** The login call, as the accounts' endpoint table names it. */
const LOGIN = usersEndpoints.login.path;

const routes = [
  { path: '/user/login', element: <LoginPage /> },
  { path: '/user/logout', element: <LogoutPage /> },
  { path: '/', element: <p>home page</p> },
];

describe('login', () => {
  it('enables Log in once both fields are filled, saying what is missing until then', async () => {
    renderRoutes(routes, '/user/login');
    const submit = await screen.findByRole('button', { name: 'Log in' });
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText('Still needed: a username and a password.')).toBeTruthy();
    fill('Username', 'Kinniken');
    expect(submit).toHaveProperty('disabled', true);
    expect(screen.getByText('Still needed: a password.').id).toBe(
      submit.getAttribute('aria-describedby'),
    );
    fill('Password', 'secret');
    expect(submit).toHaveProperty('disabled', false);
    expect(submit.getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByText(/Still needed/)).toBeNull();
  });

  it('stores the token, says so, and leaves the page', async () => {
    const token = fakeToken({ login: 'Kinniken', role: 'new' });
    const fetchMock = stubFetch({ [LOGIN]: { body: { token } } });
    renderRoutes(routes, '/user/login');
    fill('Username', 'Kinniken ');
    fill('Password', 'secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    // With no earlier page of the site to go back to, 'back' means home.
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(await screen.findByText('You are now logged in.')).toBeTruthy();
    expect(currentSession()?.token).toBe(token);
    expect(sentBody(fetchMock.mock.calls, LOGIN)).toEqual({
      username: 'Kinniken',
      password: 'secret',
    });
  });

  it('continues the login an application asked for (the wiki, through the provider)', async () => {
    const token = fakeToken({ login: 'Kinniken', role: 'new' });
    stubFetch({ [LOGIN]: { body: { token } } });
    renderRoutes(routes, '/user/login?continue=%2Foidc%2Finteraction%2FAbc_12-x');
    fill('Username', 'Kinniken');
    fill('Password', 'secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(opened).toHaveBeenCalledWith('/oidc/interaction/Abc_12-x'));
  });

  it('goes back as usual when the address to continue to is not the provider’s', async () => {
    opened.mockClear();
    const token = fakeToken({ login: 'Kinniken', role: 'new' });
    stubFetch({ [LOGIN]: { body: { token } } });
    renderRoutes(
      routes,
      '/user/login?continue=https%3A%2F%2Fevil.example%2Foidc%2Finteraction%2Fx',
    );
    fill('Username', 'Kinniken');
    fill('Password', 'secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
  });

  it('stays on the page with the translated error on a wrong password', async () => {
    stubFetch({ [LOGIN]: { status: 401, body: { message: 'WRONG_PASSWORD' } } });
    renderRoutes(routes, '/user/login');
    fill('Username', 'Kinniken');
    fill('Password', 'wrong');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    // Once in the notification, once on the password field, which is marked invalid.
    await waitFor(() => expect(screen.getAllByText('Wrong login or password.')).toHaveLength(2));
    expect(screen.getByLabelText(/^Password\s*\*?$/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(currentSession()).toBeNull();
    fill('Password', 'wrong again');
    expect(screen.getAllByText('Wrong login or password.')).toHaveLength(1);
  });

  it('tells a suspended account so, on the username', async () => {
    stubFetch({ [LOGIN]: { status: 403, body: { message: 'ACCOUNT_SUSPENDED' } } });
    renderRoutes(routes, '/user/login');
    fill('Username', 'Kinniken');
    fill('Password', 'right');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const text = 'This account has been suspended by an administrator.';
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2));
    expect(screen.getByLabelText(/^Username\s*\*?$/).getAttribute('aria-invalid')).toBe('true');
    expect(currentSession()).toBeNull();
  });

  it('asks for the anti-robot check when the server does, and waits for it', async () => {
    stubFetch({ [LOGIN]: { status: 400, body: { message: 'INVALID_CAPTCHA' } } });
    renderRoutes(routes, '/user/login');
    fill('Username', 'Kinniken');
    fill('Password', 'right');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/Many wrong passwords were tried on this login/)).toBeTruthy();
    expect(
      screen.getByText('Still needed: the anti-robot check, which finishes by itself.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveProperty('disabled', true);
  });
});

describe('logout', () => {
  it('asks first, ends the session on the server, clears it here and says so', async () => {
    const token = fakeToken({ login: 'Kinniken', role: 'new' });
    storeToken(token);
    const fetchMock = stubFetch({ '/api/users/logout': { body: {} } });
    renderRoutes(routes, '/user/logout');
    expect(
      await screen.findByText('You are logged in as Kinniken. Do you want to log out?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(await screen.findByText('You have been logged out.')).toBeTruthy();
    expect(currentSession()).toBeNull();
    expect(document.cookie).not.toContain('millenaire_token=');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/logout');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${token}`);
  });

  it('clears the session here even when the server cannot be reached', async () => {
    storeToken(fakeToken({ login: 'Kinniken', role: 'new' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    renderRoutes(routes, '/user/logout');
    fireEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(await screen.findByText('You have been logged out.')).toBeTruthy();
    expect(currentSession()).toBeNull();
  });
});
