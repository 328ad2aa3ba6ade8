import { beforeAll, expect, it } from 'vitest';
import type { AccountLevel, User } from '@millenaire/contracts';
import { describeWithApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/users.ts';
import { insertUser } from '../repository.ts';

interface Account {
  login: string;
  email: string | null;
  level: AccountLevel;
  lastlogin: string | null;
  logincount: number;
}

// Besides the administrator asking ('Chief'): ties, missing e-mails and
// never-used accounts, and logins holding LIKE's own characters.
const ACCOUNTS: Account[] = [
  {
    login: 'Kinniken',
    email: 'k@example.org',
    level: 'admin',
    lastlogin: '2024-05-01T10:00:00.000Z',
    logincount: 120,
  },
  { login: 'kinny_fan', email: null, level: 'new', lastlogin: null, logincount: 0 },
  {
    login: 'Bartholomew',
    email: 'bart@example.org',
    level: 'confirmed',
    lastlogin: '2023-01-01T00:00:00.000Z',
    logincount: 7,
  },
  {
    login: 'kinnyXfan',
    email: 'x@example.org',
    level: 'new',
    lastlogin: '2024-06-01T00:00:00.000Z',
    logincount: 7,
  },
  {
    login: 'Aline',
    email: 'aline@example.org',
    level: 'confirmed',
    lastlogin: null,
    logincount: 0,
  },
  {
    login: '100%_real',
    email: null,
    level: 'new',
    lastlogin: '2022-02-02T00:00:00.000Z',
    logincount: 2,
  },
];

describeWithApp('user administration: search, sort and pages', {}, (t) => {
  let token: string;

  beforeAll(async () => {
    ({ token } = await createUser(t, {
      level: 'admin',
      login: 'Chief',
      email: 'chief@example.org',
    }));
    for (const account of ACCOUNTS) {
      const row = await insertUser(
        t.app.db,
        {
          login: account.login,
          email: account.email,
          passwordHash: 'unused',
          accountlevel: account.level,
        },
        new Date('2020-01-01T00:00:00Z'),
      );
      await t.app.db
        .updateTable('users')
        .set({ lastlogin: account.lastlogin, logincount: account.logincount })
        .where('id', '=', row.id)
        .execute();
    }
  });

  async function page(query: string) {
    const res = await t.app.inject({ url: `/api/users/?${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { users: User[]; total: number; admins: number };
  }
  const logins = (users: User[]) => users.map((user) => user.login);

  it('still answers the spec’s plain list without options', async () => {
    const res = await t.app.inject({ url: '/api/users/', headers: bearer(token) });
    expect(Array.isArray(res.json())).toBe(true);
    expect(res.json()).toHaveLength(ACCOUNTS.length + 1);
  });

  it('asks the policy first: options change nothing for others', async () => {
    const anonymous = await t.app.inject('/api/users/?q=kin&page=1');
    expect(anonymous.statusCode).toBe(401);
    const member = await createUser(t, { level: 'confirmed' });
    const refused = await t.app.inject({ url: '/api/users/?q=kin', headers: bearer(member.token) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'UNAUTHORIZED' });
    await t.app.db.deleteFrom('users').where('id', '=', member.user.id).execute();
  });

  it('answers one page with the matching total and the site’s administrators', async () => {
    const first = await page('pagesize=3');
    expect(logins(first.users)).toEqual(['100%_real', 'Aline', 'Bartholomew']);
    expect(first).toMatchObject({ total: 7, admins: 2 });
    expect(first.users[0]).toEqual({
      id: expect.any(Number),
      login: '100%_real',
      email: null,
      accountlevel: 'new',
      lastlogin: '2022-02-02T00:00:00.000Z',
      logincount: 2,
      suspended: false,
      secondFactor: false,
    });
    const third = await page('pagesize=3&page=3');
    expect(logins(third.users)).toEqual(['kinnyXfan']);
    expect((await page('pagesize=3&page=9')).users).toEqual([]);
  });

  it('searches the login ignoring case, LIKE characters taken literally', async () => {
    const kin = await page('q=KIN');
    expect(logins(kin.users)).toEqual(['Kinniken', 'kinny_fan', 'kinnyXfan']);
    expect(kin.total).toBe(3);
    expect(logins((await page('q=y_f')).users)).toEqual(['kinny_fan']);
    expect(logins((await page('q=%25_')).users)).toEqual(['100%_real']);
    expect(await page('q=nobody')).toMatchObject({ users: [], total: 0, admins: 2 });
  });

  it.each([
    [
      'login',
      'asc',
      ['100%_real', 'Aline', 'Bartholomew', 'Chief', 'Kinniken', 'kinny_fan', 'kinnyXfan'],
    ],
    [
      'login',
      'desc',
      ['kinnyXfan', 'kinny_fan', 'Kinniken', 'Chief', 'Bartholomew', 'Aline', '100%_real'],
    ],
    [
      'email',
      'asc',
      ['100%_real', 'kinny_fan', 'Aline', 'Bartholomew', 'Chief', 'Kinniken', 'kinnyXfan'],
    ],
    [
      'accountlevel',
      'asc',
      ['Chief', 'Kinniken', 'Aline', 'Bartholomew', '100%_real', 'kinny_fan', 'kinnyXfan'],
    ],
    [
      'lastlogin',
      'asc',
      ['Aline', 'Chief', 'kinny_fan', '100%_real', 'Bartholomew', 'Kinniken', 'kinnyXfan'],
    ],
    [
      'lastlogin',
      'desc',
      ['kinnyXfan', 'Kinniken', 'Bartholomew', '100%_real', 'kinny_fan', 'Chief', 'Aline'],
    ],
    [
      'logincount',
      'desc',
      ['Kinniken', 'kinnyXfan', 'Bartholomew', '100%_real', 'kinny_fan', 'Chief', 'Aline'],
    ],
  ])('sorts by %s, %s, the same on both databases', async (sort, order, expected) => {
    expect(logins((await page(`sort=${sort}&order=${order}`)).users)).toEqual(expected);
  });

  it.each([
    'sort=password_hash',
    'order=up',
    'page=0',
    'page=-1',
    'page=1e3',
    'pagesize=101',
    `q=${'a'.repeat(65)}`,
  ])('refuses %s', async (query) => {
    const res = await t.app.inject({ url: `/api/users/?${query}`, headers: bearer(token) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('INVALID_INPUT');
  });
});
