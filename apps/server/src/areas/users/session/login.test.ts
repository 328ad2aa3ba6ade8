import { decodeJwt, SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { TOKEN_KEY } from '@millenaire/contracts';
import { describeWithApp, TEST_JWT_SECRET } from '../../../test/app.ts';
import { bearer, createUser, post } from '../../../test/users.ts';

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
});

describeWithApp('who is logged in', {}, (t) => {
  it('tells the login and level from a bearer header or the token cookie', async () => {
    const { user, token } = await createUser(t, { level: 'admin' });
    const me = { id: user.id, login: user.login, accountlevel: 'admin', needsSecondFactor: false };
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
    // Signed with the site's own key and otherwise valid: only its expiry is wrong.
    const { user } = await createUser(t);
    const expiredToken = await new SignJWT({ login: user.login, role: 'new', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const expired = await t.app.inject({ url: '/api/users/me', headers: bearer(expiredToken) });
    expect(expired.statusCode).toBe(401);
    // The same token with a future expiry is accepted: the refusal above is the expiry's.
    const fresh = await new SignJWT({ login: user.login, role: 'new', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    expect((await t.app.inject({ url: '/api/users/me', headers: bearer(fresh) })).statusCode).toBe(
      200,
    );
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

  it('ends the session on the server at logout, so the token stops working', async () => {
    const { token } = await createUser(t);
    expect((await t.app.inject({ url: '/api/users/me', headers: bearer(token) })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    const after = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/users/logout',
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(401);
  });
});
