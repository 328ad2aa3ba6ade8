import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { passwordStrength } from '@millenaire/contracts/password';
import { describeWithApp } from '../../../test/app.ts';
import { solvedCaptcha } from '../../../test/users.ts';

/** A password as long as the site takes, random enough to be the costliest to score. */
const longPassword = () => randomBytes(256).toString('base64').slice(0, 256);

describeWithApp('scoring passwords off the event loop', {}, (t) => {
  it('keeps /healthz answering while 20 accounts with 256-character passwords are created', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const bodies = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => ({
        username: `Longpass${i}`,
        password: longPassword(),
        captcha: await solvedCaptcha(t.app),
      })),
    );

    // What scoring these passwords would hold the event loop for, were it done there.
    passwordStrength('warm-up-only');
    const started = performance.now();
    for (const body of bodies) passwordStrength(body.password);
    const scoringMs = performance.now() - started;

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
    const healthTimes: number[] = [];
    while (!done) {
      const asked = performance.now();
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      healthTimes.push(performance.now() - asked);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }

    expect(await creations).toEqual(bodies.map(() => 200));
    expect(healthTimes.length).toBeGreaterThan(3);
    // On the event loop, a /healthz asked during the burst would wait behind many scorings.
    expect(Math.max(...healthTimes)).toBeLessThan(scoringMs / 4);
  });
});
