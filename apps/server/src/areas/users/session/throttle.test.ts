import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUser, solvedCaptcha } from '../../../test/users.ts';

// Guesses sent all at once, as an attacker would: the limits must hold
// whether the counts live in this process or in Redis (shared by processes).
const redisUrl = process.env.TEST_REDIS_URL;
const STORES: [string, Record<string, string>][] = [
  ['in memory', {}],
  ...(redisUrl ? [['in Redis', { REDIS_URL: redisUrl }] as [string, Record<string, string>]] : []),
];

/**
 * Documentation-range addresses of each test's own: the tests of one
 * describeWithApp share its site, and so its counts.
 */
let block = 0;
const addresses = (n: number) => {
  block += 1;
  return Array.from({ length: n }, (_, i) => `2001:db8:${block}::${i + 1}`);
};

const login = (t: TestContext, username: string, password: string, remoteAddress: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/users/loginuser',
    remoteAddress,
    payload: { username, password },
  });

const statuses = (answers: LightMyRequestResponse[]) => answers.map((a) => a.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe.each(STORES)('login throttling %s', (_store, env) => {
  describeWithApp('guesses', { env }, (t) => {
    it('checks at most five of 30 parallel guesses from one address, then refuses the right password', async () => {
      const { user, password } = await createUser(t);
      const [address] = addresses(1) as [string];
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => login(t, user.login, `guess-${i}`, address)),
      );
      const list = statuses(answers);
      expect(count(list, 401)).toBe(5);
      expect(count(list, 429)).toBe(25);
      const refused = answers.find((a) => a.statusCode === 429);
      expect(refused?.json()).toEqual({ message: 'RATE_LIMITED' });
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
      expect((await login(t, user.login, password, address)).statusCode).toBe(429);
    });

    it('refuses the guessing address with Retry-After, and lets the owner in from elsewhere', async () => {
      const { user, password } = await createUser(t);
      const [guesser, owner] = addresses(2) as [string, string];
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, i) => login(t, user.login, `guess-${i}`, guesser)),
      );
      expect(count(statuses(answers), 401)).toBe(5);
      const refused = await login(t, user.login, password, guesser);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      const fromHome = await login(t, user.login, password, owner);
      expect(fromHome.statusCode).toBe(200);
      expect(fromHome.json().token).toEqual(expect.any(String));
    });

    it('checks ten of 30 parallel guesses from 30 addresses on one login, then asks for a captcha', async () => {
      const { user, password } = await createUser(t);
      const from = addresses(33);
      const answers = await Promise.all(
        from.slice(0, 30).map((address, i) => login(t, user.login, `guess-${i}`, address)),
      );
      const list = statuses(answers);
      expect(count(list, 401)).toBe(10);
      expect(count(list, 400)).toBe(20);
      expect(answers.find((a) => a.statusCode === 400)?.json()).toEqual({
        message: 'INVALID_CAPTCHA',
      });
      // Never a refusal for the owner: the right password with a solved captcha opens.
      expect((await login(t, user.login, password, from[30]!)).json()).toEqual({
        message: 'INVALID_CAPTCHA',
      });
      const captcha = await solvedCaptcha(t.app);
      const withCaptcha = (password: string, address: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/users/loginuser',
          remoteAddress: address,
          payload: { username: user.login, password, captcha },
        });
      expect((await withCaptcha(password, from[31]!)).statusCode).toBe(200);
      // Each solved challenge buys one try.
      expect((await withCaptcha(password, from[32]!)).json()).toEqual({
        message: 'INVALID_CAPTCHA',
      });
    });

    it('spends one solved captcha on one guess only, even sent in parallel', async () => {
      const { user } = await createUser(t);
      const from = addresses(20);
      await Promise.all(from.slice(0, 10).map((a, i) => login(t, user.login, `g-${i}`, a)));
      const captcha = await solvedCaptcha(t.app);
      const answers = await Promise.all(
        from.slice(10).map((address, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/users/loginuser',
            remoteAddress: address,
            payload: { username: user.login, password: `again-${i}`, captcha },
          }),
        ),
      );
      const list = statuses(answers);
      expect(count(list, 401)).toBe(1);
      expect(count(list, 400)).toBe(9);
    });

    it('lets the right password through among parallel guesses only while under the limit', async () => {
      const { user, password } = await createUser(t);
      const [address] = addresses(1) as [string];
      const burst = await Promise.all([
        ...Array.from({ length: 3 }, (_, i) => login(t, user.login, `guess-${i}`, address)),
        login(t, user.login, password, address),
      ]);
      expect(statuses(burst).sort()).toEqual([200, 401, 401, 401]);
      // The success gave back its own attempt only: the three failures still count.
      expect((await login(t, user.login, 'guess-4', address)).statusCode).toBe(401);
      expect((await login(t, user.login, 'guess-5', address)).statusCode).toBe(401);
      expect((await login(t, user.login, password, address)).statusCode).toBe(429);
    });

    it('stops one address spraying many logins after 20 guesses, and no one else', async () => {
      const [address, other] = addresses(2) as [string, string];
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => login(t, `ghost-${i}`, 'x', address)),
      );
      const list = statuses(answers);
      expect(count(list, 401)).toBe(20);
      expect(count(list, 429)).toBe(20);
      const { user, password } = await createUser(t);
      expect((await login(t, user.login, password, address)).statusCode).toBe(429);
      expect((await login(t, user.login, password, other)).statusCode).toBe(200);
    });

    it('counts wrong old passwords on a password change like login guesses', async () => {
      const { user, token, password } = await createUser(t);
      const change = (oldpassword: string) =>
        t.app.inject({
          method: 'POST',
          url: `/api/users/${user.id}/password`,
          headers: bearer(token),
          payload: { oldpassword, password: 'a brand new passphrase' },
        });
      const list = statuses(
        await Promise.all(Array.from({ length: 12 }, (_, i) => change(`g${i}`))),
      );
      expect(count(list, 400)).toBe(5);
      expect(count(list, 429)).toBe(7);
      const refused = await change(password);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    });
  });
});
