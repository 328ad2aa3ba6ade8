import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { TOKEN_KEY } from '@millenaire/contracts';
import { describeWithApp } from '../../test/app.ts';
import { bearer, createUser, post } from '../../test/users.ts';

describeWithApp('logging in', {}, (t) => {
  it('answers a signed token with the login, role and expiry, and counts the login', async () => {
    const { user, password } = await createUser(t, { login: 'Aldebrand', level: 'confirmed' });
    const res = await post(t.app, '/api/users/loginuser', { username: 'aldebrand', password });
    expect(res.statusCode).toBe(200);
    const claims = decodeJwt(res.json().token);
    expect(claims).toMatchObject({ login: 'Aldebrand', role: 'confirmed', sub: String(user.id) });
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000 + 86_400);
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(row.logincount)).toBe(1);
    expect(row.lastlogin).not.toBeNull();
  });

  it('refuses a wrong password or an unknown login alike', async () => {
    const { user } = await createUser(t);
    const wrong = await post(t.app, '/api/users/loginuser', {
      username: user.login,
      password: 'nope-nope',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'WRONG_PASSWORD' });
    const unknown = await post(t.app, '/api/users/loginuser', {
      username: 'nobody-here',
      password: 'x',
    });
    expect(unknown.json()).toEqual({ message: 'WRONG_PASSWORD' });
  });

  it('names a missing field', async () => {
    const res = await post(t.app, '/api/users/loginuser', { password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'INVALID_INPUT', field: 'username' });
  });

  it('blocks a login after five failures, even with the right password', async () => {
    const { user, password } = await createUser(t);
    const attempt = (i: number, pass: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/loginuser',
        remoteAddress: `198.51.100.${i}`,
        payload: { username: user.login, password: pass },
      });
    for (let i = 0; i < 5; i++) expect((await attempt(i, 'bad-guess')).statusCode).toBe(401);
    const blocked = await attempt(9, password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: 'RATE_LIMITED' });
  });

  it('blocks an address after five failures on any logins', async () => {
    const remoteAddress = '203.0.113.9';
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/users/loginuser',
        remoteAddress,
        payload: { username: `ghost${i}`, password: 'x' },
      });
    }
    const { user, password } = await createUser(t);
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/users/loginuser',
      remoteAddress,
      payload: { username: user.login, password },
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/users/loginuser',
      remoteAddress: '203.0.113.10',
      payload: { username: user.login, password },
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});

describeWithApp('who is logged in', {}, (t) => {
  it('tells the login and level from a bearer header or the token cookie', async () => {
    const { user, token } = await createUser(t, { level: 'admin' });
    const me = { id: user.id, login: user.login, accountlevel: 'admin' };
    const byHeader = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(byHeader.json()).toEqual(me);
    const byCookie = await t.app.inject({ url: '/api/users/me', cookies: { [TOKEN_KEY]: token } });
    expect(byCookie.json()).toEqual(me);
  });

  it('treats a missing, forged or expired token as nobody', async () => {
    expect((await t.app.inject('/api/users/me')).statusCode).toBe(401);
    const { token } = await createUser(t);
    const forged = token.slice(0, -4) + 'AAAA';
    const res = await t.app.inject({ url: '/api/users/me', headers: bearer(forged) });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'UNAUTHORIZED' });
    const expired = await t.app.inject({
      url: '/api/users/me',
      headers: bearer(
        'eyJhbGciOiJIUzI1NiJ9.eyJsb2dpbiI6IngiLCJyb2xlIjoibmV3IiwidmVyIjowLCJzdWIiOiIxIiwiZXhwIjoxfQ.x',
      ),
    });
    expect(expired.statusCode).toBe(401);
  });

  it('does not take the cookie for a write', async () => {
    const { user, token, password } = await createUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/password`,
      cookies: { [TOKEN_KEY]: token },
      payload: { oldpassword: password, password: 'another long passphrase' },
    });
    expect(res.statusCode).toBe(401);
  });
});
