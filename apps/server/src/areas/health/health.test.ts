import { describe, expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';

// Redis is optional for the site; CI has one and sets TEST_REDIS_URL.
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('with Redis configured', () => {
  describeWithApp('health with Redis', { env: { REDIS_URL: redisUrl ?? '' } }, (t) => {
    it('reports the database and Redis', async () => {
      const res = await t.app.inject('/healthz');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: t.dialect, redis: 'ok' });
    });

    it('answers 503 once the database is gone', async () => {
      await t.app.db.destroy();
      const res = await t.app.inject('/healthz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ message: 'UNKNOWN_ERROR' });
    });
  });
});
