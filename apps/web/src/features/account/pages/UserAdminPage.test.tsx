import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@millenaire/contracts';
import { storeToken } from '@/shared/auth/session';
import { renderPage, resetApp, stubFetch } from '@/test/render';
import { sentBody } from '../test/fields';
import { fakeToken } from '../test/tokens';
import { UserAdminPage } from './UserAdminPage';

const ADMIN: User = {
  id: 1,
  login: 'admin',
  email: null,
  accountlevel: 'admin',
  lastlogin: '2026-11-20T09:08:07Z',
  logincount: 12,
};
const PLAYER: User = {
  id: 2,
  login: 'Kinniken',
  email: 'kinniken@millenaire.org',
  accountlevel: 'new',
  lastlogin: null,
  logincount: 0,
};

function stubUsers() {
  let players = [ADMIN, PLAYER];
  return stubFetch({
    '/api/users/': () => ({ body: players }),
    '/api/users/2': (init) => {
      const { accountlevel } = JSON.parse(String(init?.body)) as Pick<User, 'accountlevel'>;
      players = [ADMIN, { ...PLAYER, accountlevel }];
      return { body: players[1] };
    },
  });
}

beforeEach(resetApp);

describe('user administration', () => {
  it('tells visitors it is for administrators, and offers to log in', async () => {
    const fetchMock = stubUsers();
    renderPage(<UserAdminPage />);
    expect(await screen.findByText('This page is for administrators only.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells members who are not administrators the same', async () => {
    storeToken(fakeToken({ login: 'Kinniken', role: 'confirmed' }));
    const fetchMock = stubUsers();
    renderPage(<UserAdminPage />);
    expect(await screen.findByText('This page is for administrators only.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('lists every account with e-mail, level, last login and login count', async () => {
    storeToken(fakeToken({ login: 'admin', role: 'admin', sub: '1' }));
    stubUsers();
    renderPage(<UserAdminPage />);
    const row = (await screen.findByText('Kinniken')).closest('tr') as HTMLElement;
    expect(within(row).getByText('kinniken@millenaire.org')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByRole('combobox', { name: 'Account level of Kinniken' })).toHaveProperty(
      'value',
      'New',
    );
    const adminRow = screen.getByText('admin', { selector: 'span' }).closest('tr') as HTMLElement;
    expect(within(adminRow).getByText('11/20/2026, 9:08:07 AM')).toBeTruthy();
    expect(within(adminRow).getByText('12')).toBeTruthy();
    expect(within(adminRow).getByText('The last administrator cannot be demoted.')).toBeTruthy();
    expect(screen.getByText('2 accounts')).toBeTruthy();
  });

  it('sets a level and says the user was updated', async () => {
    storeToken(fakeToken({ login: 'admin', role: 'admin', sub: '1' }));
    const fetchMock = stubUsers();
    renderPage(<UserAdminPage />);
    const select = await screen.findByRole('combobox', { name: 'Account level of Kinniken' });
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Confirmed' }));
    expect(await screen.findByText('The user has been updated.')).toBeTruthy();
    await waitFor(() => expect(select).toHaveProperty('value', 'Confirmed'));
    expect(sentBody(fetchMock.mock.calls, '/api/users/2')).toEqual({ accountlevel: 'confirmed' });
  });
});
