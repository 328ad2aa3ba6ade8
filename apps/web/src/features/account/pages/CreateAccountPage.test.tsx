import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { currentSession } from '@/shared/auth/session';
import { renderRoutes, stubFetch } from '@/test/render';
import { fill as type, fill as password, sentBody } from '../test/fields';
import { fakeToken } from '@/test/tokens';
import { CreateAccountPage } from './CreateAccountPage';

// The real widget needs workers and a server; a button stands in for its solve.
vi.mock('../components/CaptchaField', () => ({
  CaptchaField: ({ onChange }: { onChange: (payload: string) => void }) => (
    <button type="button" onClick={() => onChange('c29sdmVk')}>
      solve captcha
    </button>
  ),
}));

const routes = [
  { path: '/user/createaccount', element: <CreateAccountPage /> },
  { path: '/', element: <p>home page</p> },
];

const createButton = () => screen.getByRole('button', { name: 'Create account' });

async function strengthText(text: string) {
  return screen.findByText(`Password strength: ${text}`);
}

// The strength checker's word lists load at the first typed character; loading
// them once here keeps each test's wait on the page, not on the import.
beforeAll(async () => {
  await import('@millenaire/contracts/password');
}, 60_000);

describe('create account', () => {
  it('grades the password: too short, weak, then acceptable', async () => {
    renderRoutes(routes, '/user/createaccount');
    await screen.findByRole('heading', { level: 1 });
    type('Username', 'Kinniken');
    password('Password', 'abc');
    expect(await strengthText('too short')).toBeTruthy();
    password('Password', 'password1');
    expect(await strengthText('very weak')).toBeTruthy();
    expect(screen.getByText(/Choose a stronger password/)).toBeTruthy();
    password('Password', 'Kinniken2024');
    expect(await strengthText('weak')).toBeTruthy();
    password('Password', 'timber clay and village');
    expect(await strengthText('very strong')).toBeTruthy();
    expect(screen.queryByText(/Choose a stronger password/)).toBeNull();
  });

  it('enables Create only with every field, an equal repeat, a strong password and the captcha', async () => {
    renderRoutes(routes, '/user/createaccount');
    await screen.findByRole('heading', { level: 1 });
    type('Username', 'Kinniken');
    password('Password', 'password1');
    password('Repeat the password', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    await strengthText('very weak');
    expect(createButton()).toHaveProperty('disabled', true);

    password('Password', 'timber clay and village');
    await strengthText('very strong');
    expect(createButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('The two passwords are not the same.')).toBeTruthy();

    password('Repeat the password', 'timber clay and village');
    expect(createButton()).toHaveProperty('disabled', false);
  });

  it('stays disabled without the captcha response', async () => {
    renderRoutes(routes, '/user/createaccount');
    await screen.findByRole('heading', { level: 1 });
    type('Username', 'Kinniken');
    password('Password', 'timber clay and village');
    password('Repeat the password', 'timber clay and village');
    await strengthText('very strong');
    expect(createButton()).toHaveProperty('disabled', true);
  });

  it('sends the form, stores the token and goes to /', async () => {
    const token = fakeToken({ login: 'Kinniken', role: 'new' });
    const fetchMock = stubFetch({ '/api/users/createaccount/': { body: { token } } });
    renderRoutes(routes, '/user/createaccount');
    await screen.findByRole('heading', { level: 1 });
    type('Username', ' Kinniken ');
    password('Password', 'timber clay and village');
    password('Repeat the password', 'timber clay and village');
    type('E-mail address (optional)', 'kinniken@millenaire.org');
    fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    await strengthText('very strong');
    fireEvent.click(createButton());

    expect(await screen.findByText('home page')).toBeTruthy();
    expect(await screen.findByText('Your account has been created. Welcome!')).toBeTruthy();
    expect(currentSession()?.token).toBe(token);
    expect(sentBody(fetchMock.mock.calls, '/api/users/createaccount/')).toEqual({
      username: 'Kinniken',
      password: 'timber clay and village',
      email: 'kinniken@millenaire.org',
      captcha: 'c29sdmVk',
    });
  });

  it('marks a taken login on the Username field and asks for a new captcha', async () => {
    stubFetch({ '/api/users/createaccount/': { status: 409, body: { message: 'LOGIN_TAKEN' } } });
    renderRoutes(routes, '/user/createaccount');
    await screen.findByRole('heading', { level: 1 });
    type('Username', 'Kinniken');
    password('Password', 'timber clay and village');
    password('Repeat the password', 'timber clay and village');
    fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    await strengthText('very strong');
    fireEvent.click(createButton());
    // In the notification, and on the field, which is marked invalid.
    await waitFor(() =>
      expect(screen.getAllByText('This login is already taken.')).toHaveLength(2),
    );
    const username = screen.getByLabelText(/^Username/);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(createButton()).toHaveProperty('disabled', true));
    expect(screen.getByText(/Still needed: the anti-robot check/)).toBeTruthy();
    expect(currentSession()).toBeNull();

    type('Username', 'Kinniken2');
    expect(username.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows a weak-password refusal on the Password field', async () => {
    stubFetch({
      '/api/users/createaccount/': { status: 400, body: { message: 'WEAK_PASSWORD' } },
    });
    renderRoutes(routes, '/user/createaccount');
    await screen.findByRole('heading', { level: 1 });
    type('Username', 'Kinniken');
    password('Password', 'timber clay and village');
    password('Repeat the password', 'timber clay and village');
    fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    await strengthText('very strong');
    fireEvent.click(createButton());
    await waitFor(() => expect(screen.getAllByText('This password is too weak.')).toHaveLength(2));
    expect(screen.getByLabelText(/^Password\s*\*?$/).getAttribute('aria-invalid')).toBe('true');
  });

  it('says what is missing while Create is disabled', async () => {
    renderRoutes(routes, '/user/createaccount');
    await screen.findByRole('heading', { level: 1 });
    expect(
      screen.getByText(
        'Still needed: a username, a password, the same password in the repeat field, and the anti-robot check, which finishes by itself.',
      ),
    ).toBeTruthy();
    expect(createButton().getAttribute('aria-describedby')).toBe(
      screen.getByTestId('missing-hint').id,
    );
  });

  it('loads the strength checker only once a password is typed', async () => {
    const fetchMock = stubFetch({});
    renderRoutes(routes, '/user/createaccount');
    await screen.findByRole('heading', { level: 1 });
    type('Username', 'Kinniken');
    expect(screen.queryByTestId('strength-meter')).toBeNull();
    password('Password', 'timber clay and village');
    expect(await strengthText('very strong')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
