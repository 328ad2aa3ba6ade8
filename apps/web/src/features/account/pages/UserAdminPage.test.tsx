import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@millenaire/contracts/users';
import { storeToken } from '@/shared/auth/session';
import { renderPage, stubFetch } from '@/test/render';
import { sentBody } from '../test/fields';
import { fakeToken } from '@/test/tokens';
import { UserAdminPage } from './UserAdminPage';

const ADMIN: User = {
  id: 1,
  login: 'admin',
  email: null,
  accountlevel: 'admin',
  lastlogin: '2026-11-20T09:08:07Z',
  logincount: 12,
  suspended: false,
  secondFactor: true,
};
const PLAYER: User = {
  id: 2,
  login: 'Kinniken',
  email: 'kinniken@millenaire.org',
  accountlevel: 'new',
  lastlogin: null,
  logincount: 0,
  suspended: false,
  secondFactor: false,
};

const FIRST_PAGE = '/api/users/?sort=login&order=asc&page=1&pagesize=20';

function pageOf(users: User[], total = users.length) {
  return { body: { users, total, admins: users.filter((u) => u.accountlevel === 'admin').length } };
}

function stubUsers() {
  let players = [ADMIN, PLAYER];
  return stubFetch({
    [FIRST_PAGE]: () => pageOf(players),
    '/api/users/2/suspension': (init) => {
      const { suspended } = JSON.parse(String(init?.body)) as Pick<User, 'suspended'>;
      players = [ADMIN, { ...PLAYER, suspended }];
      return { body: players[1] };
    },
    '/api/users/2/rollback': () => ({ body: { library: 2, encyclopedia: 0 } }),
    '/api/users/2': (init) => {
      const { accountlevel } = JSON.parse(String(init?.body)) as Pick<User, 'accountlevel'>;
      players = [ADMIN, { ...PLAYER, accountlevel }];
      return { body: players[1] };
    },
  });
}

/** The card (narrow windows) or row (wide ones) of one account. */
const card = (login: string) => screen.findByRole('article', { name: login });

function wideWindow(wide: boolean) {
  const matchMedia = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    ...matchMedia(query),
    matches: wide,
  }));
}

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

  it('shows each account as a card on phones: e-mail, level, last login and login count', async () => {
    storeToken(fakeToken({ login: 'admin', role: 'admin', sub: '1' }));
    stubUsers();
    renderPage(<UserAdminPage />);
    const row = within(await card('Kinniken'));
    expect(row.getByText('kinniken@millenaire.org')).toBeTruthy();
    expect(row.getByText('Never')).toBeTruthy();
    expect(row.getByRole('combobox', { name: 'Account level of Kinniken' })).toHaveProperty(
      'value',
      'New',
    );
    const adminRow = within(await card('admin'));
    expect(adminRow.getByText('11/20/2026, 9:08:07 AM UTC')).toBeTruthy();
    expect(adminRow.getByText('12')).toBeTruthy();
    expect(adminRow.getByText('The last administrator cannot be demoted.')).toBeTruthy();
    expect(screen.getByText('2 accounts')).toBeTruthy();
  });

  it('lets a suspended administrator be demoted while one who can act remains', async () => {
    storeToken(fakeToken({ login: 'admin', role: 'admin', sub: '1' }));
    const away: User = { ...PLAYER, accountlevel: 'admin', suspended: true };
    stubFetch({ [FIRST_PAGE]: { body: { users: [ADMIN, away], total: 2, admins: 1 } } });
    renderPage(<UserAdminPage />);
    const row = within(await card('Kinniken'));
    expect(row.queryByText('The last administrator cannot be demoted.')).toBeNull();
    expect(row.getByRole('combobox', { name: 'Account level of Kinniken' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(
      within(await card('admin')).getByText('The last administrator cannot be demoted.'),
    ).toBeTruthy();
  });

  it('shows a table on wide windows, sorted by clicking a column', async () => {
    wideWindow(true);
    storeToken(fakeToken({ login: 'admin', role: 'admin', sub: '1' }));
    const fetchMock = stubFetch({
      [FIRST_PAGE]: pageOf([ADMIN, PLAYER]),
      '/api/users/?sort=lastlogin&order=asc&page=1&pagesize=20': pageOf([PLAYER, ADMIN]),
      '/api/users/?sort=lastlogin&order=desc&page=1&pagesize=20': pageOf([ADMIN, PLAYER]),
    });
    renderPage(<UserAdminPage />, '/user/admin');
    const row = (await screen.findByText('Kinniken')).closest('tr') as HTMLElement;
    expect(within(row).getByText('kinniken@millenaire.org')).toBeTruthy();
    const header = () => screen.getByRole('columnheader', { name: /Last login/ });
    expect(header().getAttribute('aria-sort')).toBeNull();
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));
    const asked = fetchMock.mock.calls.map(([url]) => url.toString());
    expect(asked).toContain('/api/users/?sort=lastlogin&order=desc&page=1&pagesize=20');
  });

  it('searches by login after a pause in typing, back to the first page', async () => {
    storeToken(fakeToken({ login: 'admin', role: 'admin', sub: '1' }));
    const fetchMock = stubFetch({
      '/api/users/?sort=login&order=asc&page=2&pagesize=20': pageOf([ADMIN], 21),
      '/api/users/?sort=login&order=asc&page=1&pagesize=20&q=kin': pageOf([PLAYER]),
    });
    renderPage(<UserAdminPage />, '/user/admin?page=2');
    await card('admin');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by login' }), {
      target: { value: 'kin' },
    });
    expect(await card('Kinniken')).toBeTruthy();
    expect(screen.getByText('1 account')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages of the list' })).toBeNull();
    const asked = fetchMock.mock.calls.map(([url]) => url.toString());
    expect(asked).not.toContain('/api/users/?sort=login&order=asc&page=1&pagesize=20&q=k');
  });

  it('pages through the list', async () => {
    storeToken(fakeToken({ login: 'admin', role: 'admin', sub: '1' }));
    stubFetch({
      [FIRST_PAGE]: pageOf([ADMIN], 45),
      '/api/users/?sort=login&order=asc&page=3&pagesize=20': pageOf([PLAYER], 45),
    });
    renderPage(<UserAdminPage />, '/user/admin');
    await card('admin');
    expect(screen.getByText('45 accounts')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await card('Kinniken')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
  });

  it('sorts the cards from the Sort by control', async () => {
    storeToken(fakeToken({ login: 'admin', role: 'admin', sub: '1' }));
    const fetchMock = stubFetch({
      [FIRST_PAGE]: pageOf([ADMIN, PLAYER]),
      '/api/users/?sort=logincount&order=asc&page=1&pagesize=20': pageOf([PLAYER, ADMIN]),
      '/api/users/?sort=logincount&order=desc&page=1&pagesize=20': pageOf([ADMIN, PLAYER]),
    });
    renderPage(<UserAdminPage />, '/user/admin');
    await card('admin');
    fireEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Logins' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Descending' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => url.toString())).toContain(
        '/api/users/?sort=logincount&order=desc&page=1&pagesize=20',
      ),
    );
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

  it('lets an administrator be demoted while another remains', async () => {
    storeToken(fakeToken({ login: 'admin', role: 'admin', sub: '1' }));
    stubFetch({ [FIRST_PAGE]: pageOf([ADMIN, { ...PLAYER, accountlevel: 'admin' }]) });
    renderPage(<UserAdminPage />);
    const select = await screen.findByRole('combobox', { name: 'Account level of admin' });
    expect(select).toHaveProperty('disabled', false);
    expect(screen.queryByText('The last administrator cannot be demoted.')).toBeNull();
  });

  it('suspends an account after asking, marks it, and reinstates it', async () => {
    storeToken(fakeToken({ login: 'admin', role: 'admin', sub: '1' }));
    const fetchMock = stubUsers();
    renderPage(<UserAdminPage />);
    const own = within(await card('admin'));
    expect(own.queryByRole('button', { name: 'Suspend admin' })).toBeNull();
    fireEvent.click(
      within(await card('Kinniken')).getByRole('button', { name: 'Suspend Kinniken' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Suspend Kinniken?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Suspend the account' }));
    expect(
      await screen.findByText('Kinniken is suspended: their sessions have ended.'),
    ).toBeTruthy();
    expect(sentBody(fetchMock.mock.calls, '/api/users/2/suspension')).toEqual({ suspended: true });
    const row = within(await card('Kinniken'));
    expect(await row.findByText('suspended')).toBeTruthy();
    fireEvent.click(row.getByRole('button', { name: 'Reinstate Kinniken' }));
    expect(await screen.findByText('Kinniken can log in again.')).toBeTruthy();
  });

  it('undoes an account’s edits since a day ago, after asking, and shows the counts', async () => {
    storeToken(fakeToken({ login: 'admin', role: 'admin', sub: '1' }));
    const fetchMock = stubUsers();
    renderPage(<UserAdminPage />);
    const before = Date.now();
    fireEvent.click(
      within(await card('Kinniken')).getByRole('button', { name: 'Undo edits of Kinniken' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Undo edits of Kinniken' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText(/^Undo every edit of Kinniken since /)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Undo the edits' }));
    expect(await dialog.findByText('Library: 2 edits')).toBeTruthy();
    expect(dialog.queryByText(/Encyclopedia/)).toBeNull();
    const { since } = sentBody(fetchMock.mock.calls, '/api/users/2/rollback') as { since: string };
    // A day ago, to the minute the field holds.
    const age = before - Date.parse(since);
    expect(age).toBeGreaterThan(86_400_000 - 60_000);
    expect(age).toBeLessThan(86_400_000 + 60_000);
  });
});
