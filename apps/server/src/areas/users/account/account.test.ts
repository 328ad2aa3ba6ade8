import { decodeJwt } from 'jose';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { bearer, createUser, GOOD_PASSWORD, post, solvedCaptcha } from '../../../test/users.ts';

const create = async (t: { app: Parameters<typeof solvedCaptcha>[0] }, body: object) =>
  post(t.app, '/api/users/createaccount/', {
    password: GOOD_PASSWORD,
    email: '',
    captcha: await solvedCaptcha(t.app),
    ...body,
  });

describeWithApp('creating an account', {}, (t) => {
  it('hands out a signed challenge that is never cached', async () => {
    const res = await t.app.inject('/api/users/captcha');
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json();
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('creates a new-level account and logs it in', async () => {
    const res = await create(t, { username: 'Wulfhere', email: 'Wulf@Example.org' });
    expect(res.statusCode).toBe(200);
    const token = res.json().token;
    expect(decodeJwt(token)).toMatchObject({ login: 'Wulfhere', role: 'new' });
    const me = await t.app.inject({ url: '/api/users/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ login: 'Wulfhere', accountlevel: 'new' });
    const row = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('login', '=', 'Wulfhere')
      .executeTakeFirstOrThrow();
    expect(row.email).toBe('wulf@example.org');
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a login taken in any case', async () => {
    await createUser(t, { login: 'Aelfric' });
    const res = await create(t, { username: 'AELFRIC' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'LOGIN_TAKEN' });
  });

  it('refuses a missing, forged or reused captcha', async () => {
    const forged = await post(t.app, '/api/users/createaccount/', {
      username: 'Forger',
      password: GOOD_PASSWORD,
      captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    });
    expect(forged.json()).toEqual({ message: 'INVALID_CAPTCHA' });
    const captcha = await solvedCaptcha(t.app);
    const first = await post(t.app, '/api/users/createaccount/', {
      username: 'Reuse1',
      password: GOOD_PASSWORD,
      captcha,
    });
    expect(first.statusCode).toBe(200);
    const again = await post(t.app, '/api/users/createaccount/', {
      username: 'Reuse2',
      password: GOOD_PASSWORD,
      captcha,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: 'INVALID_CAPTCHA' });
    const missing = await post(t.app, '/api/users/createaccount/', {
      username: 'Nocap',
      password: GOOD_PASSWORD,
    });
    expect(missing.json()).toEqual({ message: 'INVALID_INPUT', field: 'captcha' });
  });

  it('refuses weak passwords, bad logins and bad addresses', async () => {
    const countUsers = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('users')
            .select(t.app.db.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await countUsers();
    expect((await create(t, { username: 'Weakling', password: 'soleil' })).json()).toEqual({
      message: 'WEAK_PASSWORD',
    });
    expect((await create(t, { username: 'Weakling', password: 'abcd' })).json()).toEqual({
      message: 'WEAK_PASSWORD',
    });
    // The site's own words and the login count against a password.
    for (const password of ['millenaire', 'Millenaire1!', 'Weakling1988']) {
      expect((await create(t, { username: 'Weakling', password })).json(), password).toEqual({
        message: 'WEAK_PASSWORD',
      });
    }
    expect((await create(t, { username: 'no spaces' })).json()).toEqual({
      message: 'INVALID_INPUT',
      field: 'username',
    });
    expect((await create(t, { username: 'ab' })).json()).toMatchObject({ field: 'username' });
    expect((await create(t, { username: 'Mailer', email: 'not-an-address' })).json()).toEqual({
      message: 'INVALID_INPUT',
      field: 'email',
    });
    expect(await countUsers()).toBe(before);
  });

  it('keeps the solved captcha usable after refusing a weak password', async () => {
    const captcha = await solvedCaptcha(t.app);
    const body = { username: 'Retrier', email: '', captcha };
    const weak = await post(t.app, '/api/users/createaccount/', { ...body, password: 'soleil' });
    expect(weak.json()).toEqual({ message: 'WEAK_PASSWORD' });
    const retry = await post(t.app, '/api/users/createaccount/', {
      ...body,
      password: GOOD_PASSWORD,
    });
    expect(retry.statusCode).toBe(200);
  });

  it('limits account creation per address', async () => {
    await createUser(t);
    let last = 0;
    for (let i = 0; i < 21; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/createaccount/',
        remoteAddress: '192.0.2.77',
        payload: { username: `Flood${i}`, password: GOOD_PASSWORD, captcha: 'x' },
      });
      last = res.statusCode;
      if (last === 429) {
        expect(res.json()).toEqual({ message: 'RATE_LIMITED' });
        break;
      }
    }
    expect(last).toBe(429);
  });
});
