import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { currentSession, storeToken } from '@/shared/auth/session';
import { i18n } from '@/shared/i18n';
import { renderRoutes, stubFetch } from '@/test/render';
import { fill, sentBody } from '../test/fields';
import { fakeToken } from '@/test/tokens';
import { PasswordChangePage } from './PasswordChangePage';
import { PasswordResetPage } from './PasswordResetPage';
import { RequestNewPasswordPage } from './RequestNewPasswordPage';

/** The login call, as the accounts' endpoint table names it. */
const LOGIN = usersEndpoints.login.path;

const routes = [
  { path: '/user/requestnewpassword', element: <RequestNewPasswordPage /> },
  { path: '/user/passwordreset', element: <PasswordResetPage /> },
  { path: '/user/passwordchange', element: <PasswordChangePage /> },
  { path: '/', element: <p>home page</p> },
];

const STRONG = 'timber clay and village';
const RESET_URL = '/user/passwordreset?email=kinniken%40millenaire.org&key=k3y';

async function chooseNewPassword(value = STRONG) {
  fill('New password', value);
  fill('Repeat the new password', value);
  await screen.findByText(/Password strength: (strong|very strong)/);
}

// The strength checker's word lists load at the first typed character; loading
// them once here keeps each test's wait on the page, not on the import.
beforeAll(async () => {
  await import('@millenaire/contracts/password');
}, 60_000);

describe('request a new password', () => {
  it('sends the address with the site language, then goes home', async () => {
    await i18n.changeLanguage('fr');
    const fetchMock = stubFetch({ '/api/users/requestnewpassword': { body: {} } });
    renderRoutes(routes, '/user/requestnewpassword');
    fill('Adresse e-mail', 'kinniken@millenaire.org');
    fireEvent.click(await screen.findByRole('button', { name: 'M’envoyer un lien' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(await screen.findByText(/Votre demande a été envoyée/)).toBeTruthy();
    expect(sentBody(fetchMock.mock.calls, '/api/users/requestnewpassword')).toEqual({
      email: 'kinniken@millenaire.org',
      language: 'fr',
    });
  });
});

describe('password reset', () => {
  it('sets the password, then logs in with the returned login', async () => {
    const token = fakeToken({ login: 'Kinniken', role: 'new' });
    const fetchMock = stubFetch({
      '/api/users/resetpassword': { body: { login: 'Kinniken' } },
      [LOGIN]: { body: { token } },
    });
    renderRoutes(routes, RESET_URL);
    expect(await screen.findByText(/kinniken@millenaire.org/)).toBeTruthy();
    await chooseNewPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(currentSession()?.token).toBe(token);
    expect(sentBody(fetchMock.mock.calls, '/api/users/resetpassword')).toEqual({
      email: 'kinniken@millenaire.org',
      key: 'k3y',
      password: STRONG,
    });
    expect(sentBody(fetchMock.mock.calls, LOGIN)).toEqual({
      username: 'Kinniken',
      password: STRONG,
    });
  });

  it('shows a refused key in the page, with a way to ask again', async () => {
    stubFetch({
      '/api/users/resetpassword': { status: 400, body: { message: 'INVALID_RESET_KEY' } },
    });
    renderRoutes(routes, RESET_URL);
    await chooseNewPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('This password reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/user/requestnewpassword',
    );
  });

  it('says so when the link lacks its key', async () => {
    renderRoutes(routes, '/user/passwordreset?email=a%40b.org');
    expect((await screen.findByRole('alert')).textContent).toMatch(/This link is incomplete/);
  });
});

describe('password change', () => {
  beforeEach(() => storeToken(fakeToken({ login: 'Kinniken', role: 'new', sub: '12' })));

  it('sends old and new password for the account, and keeps the fresh token', async () => {
    const fresh = fakeToken({ login: 'Kinniken', role: 'new', sub: '12', exp: 4_102_444_801 });
    const fetchMock = stubFetch({ '/api/users/12/password': { body: { token: fresh } } });
    renderRoutes(routes, '/user/passwordchange');
    fill('Current password', 'old secret');
    await chooseNewPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    expect(currentSession()?.token).toBe(fresh);
    expect(sentBody(fetchMock.mock.calls, '/api/users/12/password')).toEqual({
      password: STRONG,
      oldpassword: 'old secret',
    });
  });

  it('points at the current password when the server refuses it, in one message', async () => {
    stubFetch({ '/api/users/12/password': { status: 400, body: { message: 'WRONG_PASSWORD' } } });
    renderRoutes(routes, '/user/passwordchange');
    fill('Current password', 'not it');
    await chooseNewPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('This is not your current password.')).toBeTruthy();
    // The login page's words for the same key would contradict the field.
    expect(screen.queryByText('Wrong login or password.')).toBeNull();
  });

  it('still tells other refusals in a notification', async () => {
    stubFetch({ '/api/users/12/password': { status: 429, body: { message: 'RATE_LIMITED' } } });
    renderRoutes(routes, '/user/passwordchange');
    fill('Current password', 'not it');
    await chooseNewPassword();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Too many attempts. Please wait a moment and try again.'),
    ).toBeTruthy();
  });
});
