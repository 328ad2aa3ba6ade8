import { expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUser, post } from '../../../test/users.ts';

const suspension = (id: number) => `/api/users/${id}/suspension`;
const rollback = (id: number) => `/api/users/${id}/rollback`;

const row = (t: TestContext, id: number) =>
  t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const loginAs = (t: TestContext, username: string, password: string) =>
  post(t.app, '/api/users/loginuser', { username, password });

describeWithApp('suspending accounts', {}, (t) => {
  it('ends the account’s sessions at once and refuses its login after the right password only', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const player = await createUser(t, { level: 'confirmed' });
    const me = () => t.app.inject({ url: '/api/users/me', headers: bearer(player.token) });
    expect((await me()).statusCode).toBe(200);

    const res = await post(
      t.app,
      suspension(player.user.id),
      { suspended: true },
      bearer(admin.token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: player.user.id, suspended: true });
    expect((await me()).statusCode).toBe(401);
    // A guesser learns nothing: the wrong password gets the usual answer.
    const guess = await loginAs(t, player.user.login, 'not-the-password');
    expect(guess.statusCode).toBe(401);
    expect(guess.json()).toEqual({ message: 'WRONG_PASSWORD' });
    const owner = await loginAs(t, player.user.login, player.password);
    expect(owner.statusCode).toBe(403);
    expect(owner.json()).toEqual({ message: 'ACCOUNT_SUSPENDED' });

    const list = await t.app.inject({ url: '/api/users/?q=player', headers: bearer(admin.token) });
    const listed = list.json().users.find((u: { id: number }) => u.id === player.user.id);
    expect(listed).toMatchObject({ suspended: true });

    // Suspending twice keeps the first date.
    const since = (await row(t, player.user.id)).suspended_at;
    await post(t.app, suspension(player.user.id), { suspended: true }, bearer(admin.token));
    expect((await row(t, player.user.id)).suspended_at).toBe(since);

    const back = await post(
      t.app,
      suspension(player.user.id),
      { suspended: false },
      bearer(admin.token),
    );
    expect(back.json()).toMatchObject({ suspended: false });
    expect((await row(t, player.user.id)).suspended_at).toBeNull();
    // The tokens ended by the suspension stay ended; a new login works.
    expect((await me()).statusCode).toBe(401);
    expect((await loginAs(t, player.user.login, player.password)).statusCode).toBe(200);
  });

  it('keeps an administrator from suspending themselves', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const res = await post(
      t.app,
      suspension(admin.user.id),
      { suspended: true },
      bearer(admin.token),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'UNAUTHORIZED' });
    expect((await row(t, admin.user.id)).suspended_at).toBeNull();
  });

  it('suspends another administrator, whose rights end with the session', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const other = await createUser(t, { level: 'admin' });
    const res = await post(
      t.app,
      suspension(other.user.id),
      { suspended: true },
      bearer(admin.token),
    );
    expect(res.statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/users/', headers: bearer(other.token) });
    expect(list.statusCode).toBe(401);
  });

  it('answers 404 for an unknown account and 400 for a bad body', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const missing = await post(t.app, suspension(999999), { suspended: true }, bearer(admin.token));
    expect(missing.statusCode).toBe(404);
    const player = await createUser(t);
    const bad = await post(
      t.app,
      suspension(player.user.id),
      { suspended: 'yes' },
      bearer(admin.token),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'INVALID_INPUT', field: 'suspended' });
  });
});

describeWithApp('undoing an account’s edits', {}, (t) => {
  it('answers what each area undid: nothing for an account without edits', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const player = await createUser(t);
    const since = new Date(Date.now() - 86_400_000).toISOString();
    const res = await post(t.app, rollback(player.user.id), { since }, bearer(admin.token));
    expect(res.statusCode).toBe(200);
    const undone = res.json() as Record<string, number>;
    expect(Object.values(undone).every((n) => n === 0)).toBe(true);
  });

  it('answers 404 for an unknown account and 400 for a time that is not ISO 8601', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const since = new Date().toISOString();
    expect((await post(t.app, rollback(999999), { since }, bearer(admin.token))).statusCode).toBe(
      404,
    );
    const bad = await post(
      t.app,
      rollback(admin.user.id),
      { since: 'yesterday' },
      bearer(admin.token),
    );
    expect(bad.json()).toEqual({ message: 'INVALID_INPUT', field: 'since' });
  });
});

describeWithApp('moderation is for administrators only', {}, (t) => {
  it('refuses others before reading the body, and changes nothing', async () => {
    const player = await createUser(t, { level: 'confirmed' });
    const since = new Date(0).toISOString();
    const calls = [
      [suspension(player.user.id), { suspended: true }],
      [suspension(player.user.id), { suspended: 'not even a boolean' }],
      [rollback(player.user.id), { since }],
      [rollback(player.user.id), { since: 'garbage' }],
    ] as const;
    for (const [url, body] of calls) {
      const anonymous = await post(t.app, url, body);
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'UNAUTHORIZED' });
      for (const level of ['new', 'confirmed'] as const) {
        const { token } = await createUser(t, { level });
        const res = await post(t.app, url, body, bearer(token));
        expect(res.statusCode, `${url} ${level}`).toBe(403);
        expect(res.json()).toEqual({ message: 'UNAUTHORIZED' });
      }
      // Not even the account itself may lift or set its own suspension.
      const own = await post(t.app, url, body, bearer(player.token));
      expect(own.statusCode).toBe(403);
    }
    const after = await row(t, player.user.id);
    expect(after.suspended_at).toBeNull();
    expect(after.token_version).toBe(player.user.token_version);
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(player.token) });
    expect(me.statusCode).toBe(200);
  });
});
