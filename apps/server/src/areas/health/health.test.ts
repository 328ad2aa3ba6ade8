import { describe, expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { createUser, bearer } from '../../test/users.ts';

describeWithApp('health', {}, (t) => {
  it('gives the machine itself the detail', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok', database: t.dialect, redis: 'off' });
  });

  it('tells others only the status, administrators the detail', async () => {
    const remoteAddress = '203.0.113.50';
    const visitor = await t.app.inject({ url: '/healthz', remoteAddress });
    expect(visitor.json()).toEqual({ status: 'ok' });
    const { token: userToken } = await createUser(t);
    const user = await t.app.inject({ url: '/healthz', remoteAddress, headers: bearer(userToken) });
    expect(user.json()).toEqual({ status: 'ok' });
    const { token } = await createUser(t, { level: 'admin' });
    const admin = await t.app.inject({ url: '/healthz', remoteAddress, headers: bearer(token) });
    expect(admin.json()).toEqual({ status: 'ok', database: t.dialect, redis: 'off' });
  });
});

describeWithApp('health without a database', {}, (t) => {
  it('answers 503 once the database is gone', async () => {
    await t.app.db.destroy();
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: 'UNKNOWN_ERROR' });
  });
});

// Redis is optional for the site; CI has one and sets TEST_REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('with Redis configured', () => {
  describeWithApp('health with Redis', { env: { REDIS_URL: redisUrl ?? '' } }, (t) => {
    it('reports the database and Redis', async () => {
      const res = await t.app.inject('/healthz');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: t.dialect, redis: 'ok' });
    });
  });
});
