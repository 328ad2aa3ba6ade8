import { accountSecurityEndpoints } from '@millenaire/contracts/endpoints/account-security';
import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { currentSession, storeToken } from '@/shared/auth/session';
import { renderRoutes, stubFetch } from '@/test/render';
import { fill, sentBody } from '../test/fields';
import { fakeToken } from '@/test/tokens';
import { LoginPage } from './LoginPage';
import { SecondFactorPage } from './SecondFactorPage';
import { UserAdminPage } from './UserAdminPage';

const LOGIN = usersEndpoints.login.path;
const CODE = accountSecurityEndpoints.loginSecondFactor.path;
const STATE = accountSecurityEndpoints.secondFactor.path;
const SETUP = accountSecurityEndpoints.setUpSecondFactor.path;
const CONFIRM = accountSecurityEndpoints.confirmSecondFactor.path;
const CODES = Array.from({ length: 10 }, (_, i) => `abcde-fgh${i}k`);

const routes = [
  { path: '/user/login', element: <LoginPage /> },
  { path: '/user/secondfactor', element: <SecondFactorPage /> },
  { path: '/user/admin', element: <UserAdminPage /> },
  { path: '/', element: <p>home page</p> },
];

describe('the login’s second step', () => {
  it('asks for the code after the password and logs in with it and the ticket', async () => {
    const token = fakeToken({ login: 'Kinniken', role: 'new' });
    const fetchMock = stubFetch({
      [LOGIN]: { body: { ticket: 'the-ticket' } },
      [CODE]: { body: { token } },
    });
    renderRoutes(routes, '/user/login');
    fill('Username', 'Kinniken');
    fill('Password', 'secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/Your account signs in with two steps/)).toBeTruthy();
    expect(currentSession()).toBeNull();
    const field = screen.getByRole('textbox', { name: /^Code/ });
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(field, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(currentSession()?.token).toBe(token);
    expect(sentBody(fetchMock.mock.calls, CODE)).toEqual({ ticket: 'the-ticket', code: '123 456' });
  });

  it('tells a wrong code on the field, and a late one with the way back to the password', async () => {
    let answer = { status: 400, body: { message: 'WRONG_CODE' } };
    stubFetch({ [LOGIN]: { body: { ticket: 't' } }, [CODE]: () => answer });
    renderRoutes(routes, '/user/login');
    fill('Username', 'Kinniken');
    fill('Password', 'secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    const field = await screen.findByRole('textbox', { name: /^Code/ });
    fireEvent.change(field, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Wrong or already used code.').length).toBeGreaterThan(0);

    answer = { status: 400, body: { message: 'EXPIRED_TICKET' } };
    fireEvent.change(field, { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getAllByText(/Sign-in expired/).length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start again with the password' }));
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('sends an administrator without a second factor to set one up', async () => {
    const token = fakeToken({ login: 'admin', role: 'admin', needs_second_factor: true });
    stubFetch({
      [LOGIN]: { body: { token } },
      [STATE]: { body: { on: false, recoveryCodesLeft: 0, required: true } },
    });
    renderRoutes(routes, '/user/login?continue=%2Fadmin%2Freleases');
    fill('Username', 'admin');
    fill('Password', 'secret');
    fireEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/Administrators must use two-step sign-in/)).toBeTruthy();
  });
});

describe('the two-step sign-in page', () => {
  it('sets it up: QR code and key, a code, then ten recovery codes shown once', async () => {
    storeToken(fakeToken({ login: 'Kinniken', role: 'new' }));
    const fresh = fakeToken({ login: 'Kinniken', role: 'new', sub: '8' });
    const fetchMock = stubFetch({
      [STATE]: { body: { on: false, recoveryCodesLeft: 0, required: false } },
      [SETUP]: {
        body: {
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          uri: 'otpauth://totp/x',
          qr: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
        },
      },
      [CONFIRM]: { body: { token: fresh, recoveryCodes: CODES } },
    });
    renderRoutes(routes, '/user/secondfactor');
    expect(await screen.findByText('Two-step sign-in is off.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Set up two-step sign-in' }));
    const qr = await screen.findByRole('img', { name: /QR code to scan/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('second-factor-key').textContent).toBe(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    fireEvent.change(screen.getByRole('textbox', { name: /Code from the app/ }), {
      target: { value: '654321' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const list = await screen.findByTestId('recovery-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(sentBody(fetchMock.mock.calls, CONFIRM)).toEqual({ code: '654321' });
    expect(currentSession()?.token).toBe(fresh);
    const download = screen.getByRole('link', { name: 'Download as a text file' });
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(CODES.join('\n'));
  });

  it('offers no way off to an administrator, and new codes or another phone to everyone', async () => {
    storeToken(fakeToken({ login: 'admin', role: 'admin' }));
    stubFetch({ [STATE]: { body: { on: true, recoveryCodesLeft: 1, required: true } } });
    renderRoutes(routes, '/user/secondfactor');
    expect(await screen.findByText(/1 recovery code left/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move to another phone' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Turn off' })).toBeNull();
  });

  it('shows an administrator without one, on an administration page, the way to set it up', async () => {
    storeToken(fakeToken({ login: 'admin', role: 'admin', needs_second_factor: true }));
    const fetchMock = stubFetch({});
    renderRoutes(routes, '/user/admin?q=kin');
    expect(await screen.findByText('Two-step sign-in first')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Set up two-step sign-in' });
    expect(link.getAttribute('href')).toBe('/user/secondfactor?continue=%2Fuser%2Fadmin%3Fq%3Dkin');
    // The list is not even asked for: the server would refuse it.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/users/?sort=login&order=asc&page=1&pagesize=20&q=kin',
    );
  });
});
