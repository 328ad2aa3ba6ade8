import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { currentSession, storeToken } from '@/shared/auth/session';
import { renderRoutes, resetApp, stubFetch } from '@/test/render';
import { fill, sentBody } from '../test/fields';
import { fakeToken } from '../test/tokens';
import { LoginPage } from './LoginPage';
import { LogoutPage } from './LogoutPage';

const routes = [
  { path: '/user/login', element: <LoginPage /> },
  { path: '/user/logout', element: <LogoutPage /> },
  { path: '/', element: <p>home page</p> },
];

beforeEach(resetApp);

describe('login', () => {
  it('enables Log in once both fields are filled', async () => {
    renderRoutes(routes, '/user/login');
    const submit = await screen.findByRole('button', { name: 'Log in' });
    expect(submit).toHaveProperty('disabled', true);
    fill('Username', 'Kinniken');
    expect(submit).toHaveProperty('disabled', true);
    fill('Password', 'secret');
    expect(submit).toHaveProperty('disabled', false);
  });

  it('stores the token, says so, and leaves the page', async () => {
    const token = fakeToken({ login: 'Kinniken', role: 'new' });
    const fetchMock = stubFetch({ '/api/users/loginuser': { body: { token } } });
    renderRoutes(routes, '/user/login');
    fill('Username', 'Kinniken ');
    fill('Password', 'secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));

    // With no earlier page of the site to go back to, 'back' means home.
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.getByText('You are now logged in.')).toBeTruthy();
    expect(currentSession()?.token).toBe(token);
    expect(sentBody(fetchMock.mock.calls, '/api/users/loginuser')).toEqual({
      username: 'Kinniken',
      password: 'secret',
    });
  });

  it('stays on the page with the translated error on a wrong password', async () => {
    stubFetch({ '/api/users/loginuser': { status: 401, body: { message: 'WRONG_PASSWORD' } } });
    renderRoutes(routes, '/user/login');
    fill('Username', 'Kinniken');
    fill('Password', 'wrong');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Wrong login or password.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(currentSession()).toBeNull();
  });
});

describe('logout', () => {
  it('asks first, then clears the session and says so', async () => {
    storeToken(fakeToken({ login: 'Kinniken', role: 'new' }));
    renderRoutes(routes, '/user/logout');
    expect(
      await screen.findByText('You are logged in as Kinniken. Do you want to log out?'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(screen.getByText('You have been logged out.')).toBeTruthy();
    expect(currentSession()).toBeNull();
    expect(document.cookie).not.toContain('millenaire_token=');
  });
});
