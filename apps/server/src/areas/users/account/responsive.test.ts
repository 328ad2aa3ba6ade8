import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { solvedCaptcha } from '../../../test/users.ts';

/** A password as long as the site takes, random enough to be the costliest to score. */
const longPassword = () => randomBytes(256).toString('base64').slice(0, 256);

describeWithApp('scoring passwords off the event loop', {}, (t) => {
  it('keeps /healthz answering while 3 accounts with 256-character passwords are created', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const bodies = await Promise.all(
      Array.from({ length: 3 }, async (_, i) => ({
        username: `Longpass${i}`,
        password: longPassword(),
        captcha: await solvedCaptcha(t.app),
      })),
    );

    // Every scoring goes to the thread pool; count the ones running.
    const pool = t.app.cpu;
    const run = pool.run.bind(pool);
    let scored = 0;
    let scoring = 0;
    pool.run = (async (...args: Parameters<typeof run>) => {
      scoring += 1;
      try {
        return await run(...args);
      } finally {
        scoring -= 1;
        scored += 1;
      }
    }) as typeof pool.run;

    try {
      let done = false;
      const creations = Promise.all(
        bodies.map((body) =>
          fetch(`${base}/api/users/createaccount`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          }).then((res) => res.status),
        ),
      ).finally(() => (done = true));
      // A /healthz answered while a scoring was still running: the event
      // loop was free meanwhile, which it is not while it scores itself.
      let answeredMidScoring = 0;
      while (!done) {
        const busyBefore = scoring > 0;
        expect((await fetch(`${base}/healthz`)).status).toBe(200);
        if (busyBefore && scoring > 0) answeredMidScoring += 1;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }

      expect(await creations).toEqual(bodies.map(() => 200));
      expect(scored).toBe(bodies.length);
      expect(answeredMidScoring).toBeGreaterThan(0);
    } finally {
      pool.run = run;
    }
    // Three scorings one after the other in the pool's one thread on two
    // cores: under a second when idle, a few seconds beside a busy
    // test run (past the pool's 30 s, a scoring is refused with 503).
  }, 240_000);
});
