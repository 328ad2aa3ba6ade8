import { decodeJwt } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { TOKEN_KEY } from '@millenaire/contracts';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { seedTranslations } from '../../../test/translations.ts';
import { bearer, createUser, post } from '../../../test/users.ts';

const session = (t: TestContext, token: string) =>
  post(t.app, '/api/users/session', {}, bearer(token));

const setLevel = (t: TestContext, admin: string, id: number, accountlevel: string) =>
  post(t.app, `/api/users/${id}`, { accountlevel }, bearer(admin));

describeWithApp('the session as the server holds it', {}, (t) => {
  let admin: string;
  beforeAll(async () => {
    admin = (await createUser(t, { level: 'admin' })).token;
    await seedTranslations(t);
  });

  it('lets a promoted member save with the token they hold, and renews it with the new level', async () => {
    const member = await createUser(t, { level: 'new' });
    expect((await setLevel(t, admin, member.user.id, 'confirmed')).statusCode).toBe(200);

    const saved = await post(
      t.app,
      '/api/translationsapp/latestfiles/de/strings',
      { filename: 'strings.txt', basedon: 1, splitcontent: { elements: { 'ui.b': ['Zwei'] } } },
      bearer(member.token),
    );
    expect(saved.statusCode).toBe(200);

    const res = await session(t, member.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = res.json();
    expect(answer).toEqual({
      id: member.user.id,
      login: member.user.login,
      accountlevel: 'confirmed',
      needsSecondFactor: false,
      token: expect.any(String),
    });
    const before = decodeJwt(member.token);
    const after = decodeJwt(answer.token);
    expect(after).toMatchObject({ login: member.user.login, role: 'confirmed', sub: before.sub });
    // Asking never lengthens a session: the fresh token ends when the old one does.
    expect(after.exp).toBe(before.exp);
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(answer.token) });
    expect(me.json().accountlevel).toBe('confirmed');
    // The old token is not ended by the renewal either: other tabs and devices carry on.
    expect((await session(t, member.token)).statusCode).toBe(200);
  });

  it('lets a demotion take effect at once, without ending the session', async () => {
    const other = await createUser(t, { level: 'admin' });
    expect((await setLevel(t, admin, other.user.id, 'new')).statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/users/', headers: bearer(other.token) });
    expect(list.statusCode).toBe(403);
    const res = await session(t, other.token);
    expect(res.statusCode).toBe(200);
    expect(decodeJwt(res.json().token).role).toBe('new');
  });

  it('ends with a logout on another device', async () => {
    const member = await createUser(t, { level: 'confirmed' });
    const otherDevice = (await session(t, member.token)).json().token as string;
    expect((await post(t.app, '/api/users/logout', {}, bearer(otherDevice))).statusCode).toBe(200);
    const res = await session(t, member.token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'UNAUTHORIZED' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('ends with a password change, except for the token the change answered', async () => {
    const member = await createUser(t, { level: 'confirmed' });
    const changed = await post(
      t.app,
      `/api/users/${member.user.id}/password`,
      { oldpassword: member.password, password: 'a fresh village passphrase' },
      bearer(member.token),
    );
    expect(changed.statusCode).toBe(200);
    expect((await session(t, member.token)).statusCode).toBe(401);
    expect((await session(t, changed.json().token)).statusCode).toBe(200);
  });

  it('answers 401 without a token, with a forged one, or with the cookie alone', async () => {
    expect((await post(t.app, '/api/users/session', {})).statusCode).toBe(401);
    const member = await createUser(t);
    expect((await session(t, member.token.slice(0, -4) + 'AAAA')).statusCode).toBe(401);
    // A cross-site form can make the browser send the cookie, never the header.
    const byCookie = await t.app.inject({
      method: 'POST',
      url: '/api/users/session',
      cookies: { [TOKEN_KEY]: member.token },
      payload: {},
    });
    expect(byCookie.statusCode).toBe(401);
  });
});
