import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { bearer, createUser, post } from '../../../test/users.ts';

describeWithApp('user administration', {}, (t) => {
  /** Leaves only these accounts administrators (the seeded admin included in the others). */
  const onlyAdmins = (...ids: number[]) =>
    t.app.db.updateTable('users').set({ accountlevel: 'new' }).where('id', 'not in', ids).execute();

  it('lists users for admins only', async () => {
    const anonymous = await t.app.inject('/api/users/');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'UNAUTHORIZED' });
    for (const level of ['new', 'confirmed'] as const) {
      const { token } = await createUser(t, { level });
      const res = await t.app.inject({ url: '/api/users/', headers: bearer(token) });
      expect(res.statusCode, level).toBe(403);
      expect(res.json()).toEqual({ message: 'UNAUTHORIZED' });
    }
    const { token, user } = await createUser(t, {
      level: 'admin',
      login: 'Chief',
      email: 'chief@example.org',
    });
    const res = await t.app.inject({ url: '/api/users/', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const chief = res.json().find((u: { login: string }) => u.login === 'Chief');
    expect(chief).toEqual({
      id: expect.any(Number),
      login: 'Chief',
      email: 'chief@example.org',
      accountlevel: 'admin',
      lastlogin: null,
      logincount: 0,
      suspended: false,
      secondFactor: true,
    });
    expect(res.body).not.toContain('argon2');
    expect(res.body).not.toContain(user.second_factor_secret!);
  });

  it('lets an admin set any level, which the user’s session carries at once', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const player = await createUser(t, { level: 'new' });
    const url = `/api/users/${player.user.id}`;
    expect((await post(t.app, url, { accountlevel: 'admin' })).statusCode).toBe(401);
    expect(
      (await post(t.app, url, { accountlevel: 'admin' }, bearer(player.token))).statusCode,
    ).toBe(403);
    const res = await post(t.app, url, { accountlevel: 'confirmed' }, bearer(admin.token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: player.user.id, accountlevel: 'confirmed' });
    const held = await t.app.inject({ url: '/api/users/me', headers: bearer(player.token) });
    expect(held.json()).toMatchObject({ id: player.user.id, accountlevel: 'confirmed' });
    const back = await post(t.app, url, { accountlevel: 'new' }, bearer(admin.token));
    expect(back.json().accountlevel).toBe('new');
  });

  it('refuses unknown users and levels, and keeps one admin', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const missing = await post(
      t.app,
      '/api/users/999999',
      { accountlevel: 'new' },
      bearer(admin.token),
    );
    expect(missing.statusCode).toBe(404);
    const bad = await post(
      t.app,
      `/api/users/${admin.user.id}`,
      { accountlevel: 'king' },
      bearer(admin.token),
    );
    expect(bad.json()).toEqual({ message: 'INVALID_INPUT', field: 'accountlevel' });
    const badId = await post(t.app, '/api/users/abc', { accountlevel: 'new' }, bearer(admin.token));
    expect(badId.statusCode).toBe(400);
    await onlyAdmins(admin.user.id);
    const last = await post(
      t.app,
      `/api/users/${admin.user.id}`,
      { accountlevel: 'new' },
      bearer(admin.token),
    );
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ message: 'LAST_ADMIN' });
  });

  it('counts only administrators who are not suspended as the one kept', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const other = await createUser(t, { level: 'admin' });
    await onlyAdmins(admin.user.id, other.user.id);
    const suspend = await post(
      t.app,
      `/api/users/${other.user.id}/suspension`,
      { suspended: true },
      bearer(admin.token),
    );
    expect(suspend.statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/users/?page=1', headers: bearer(admin.token) });
    expect(list.json().admins).toBe(1);
    // The suspended administrator cannot act: demoting the other would leave nobody.
    const last = await post(
      t.app,
      `/api/users/${admin.user.id}`,
      { accountlevel: 'confirmed' },
      bearer(admin.token),
    );
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ message: 'LAST_ADMIN' });
    // The suspended one may be demoted: the active administrator stays.
    const demoted = await post(
      t.app,
      `/api/users/${other.user.id}`,
      { accountlevel: 'confirmed' },
      bearer(admin.token),
    );
    expect(demoted.statusCode).toBe(200);
  });

  it('keeps an administrator when two demote each other at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      const first = await createUser(t, { level: 'admin' });
      const second = await createUser(t, { level: 'admin' });
      await onlyAdmins(first.user.id, second.user.id);
      const answers = await Promise.all([
        post(
          t.app,
          `/api/users/${second.user.id}`,
          { accountlevel: 'confirmed' },
          bearer(first.token),
        ),
        post(
          t.app,
          `/api/users/${first.user.id}`,
          { accountlevel: 'confirmed' },
          bearer(second.token),
        ),
      ]);
      // One passes; the other is refused as the last administrator's demotion
      // (409), or, when the first has already committed, as no longer an
      // administrator (403).
      const [passed, refused] = answers.map((a) => a.statusCode).sort();
      expect(passed).toBe(200);
      expect([403, 409]).toContain(refused);
      const admins = await t.app.db
        .selectFrom('users')
        .where('accountlevel', '=', 'admin')
        .select('id')
        .execute();
      expect(admins).toHaveLength(1);
    }
  });
});
