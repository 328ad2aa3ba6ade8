import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { describeWithApp, describeWithTwoProcesses } from './test/app.ts';
import { testWebDist } from './test/web-dist.ts';

/** The render number and the address given to the renderer, as the stand-in writes them. */
async function page(app: FastifyInstance, url: string, remoteAddress = '127.0.0.1') {
  const answer = await app.inject({ method: 'GET', url, remoteAddress });
  const render = /data-render="(\d+)"/.exec(answer.body)?.[1];
  const rendered = /data-url="([^"]*)"/.exec(answer.body)?.[1]?.replace(/&amp;/g, '&');
  return { answer, render: render === undefined ? null : Number(render), rendered };
}

/**
 * An address of its own for each run: the budget's counts live in Redis for
 * a minute, across runs and across both databases' runs.
 */
function someAddress(): string {
  return `2001:db8::${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
}

const env = { WEB_DIST_DIR: testWebDist({ renderer: true }) };

describeWithApp('rendered pages and cache busting', { seed: true, env }, (t) => {
  it('serves an address with parameters the page does not read from the page’s cached render', async () => {
    const first = await page(t.app, '/halloffame?lang=en');
    for (const url of ['/halloffame?lang=en&bust=1', '/halloffame?bust=2&lang=en&lang=fr']) {
      const busted = await page(t.app, url);
      expect(busted.answer.statusCode).toBe(200);
      expect(busted.render).toBe(first.render);
    }
    // A parameter the page reads is another page; an empty one is none.
    const search = await page(t.app, '/library?q=abbey&bust=3&lang=en');
    expect(search.render).not.toBe(first.render);
    expect(search.rendered).toBe('/library?q=abbey&lang=en');
    expect((await page(t.app, '/library?lang=en&q=abbey&x=4')).render).toBe(search.render);
    expect((await page(t.app, '/library?q=&lang=en')).rendered).toBe('/library?lang=en');
  });

  it('renders the address the page reads, so its canonical address repeats no other parameter', async () => {
    const busted = await page(t.app, '/history?utm_source=x&lang=fr&bust=%3Cb%3E');
    expect(busted.rendered).toBe('/history?lang=fr');
    const unknownLanguage = await page(t.app, '/advancements?lang=xx&bust=1');
    expect(unknownLanguage.rendered).toBe('/advancements');
  });

  it('answers an address that names nothing with one not-found page per language, rendered once', async () => {
    const first = await page(t.app, '/no/such/page?lang=en');
    expect(first.answer.statusCode).toBe(404);
    expect(first.answer.body).toContain('data-language="en"');
    for (const url of ['/no/such/page?lang=en', '/nothing-1?lang=en', '/library/999999?lang=en']) {
      const again = await page(t.app, url);
      expect(again.answer.statusCode).toBe(404);
      expect(again.render).toBe(first.render);
    }
    const french = await page(t.app, '/nothing-2?lang=fr');
    expect(french.answer.statusCode).toBe(404);
    expect(french.answer.body).toContain('data-language="fr"');
    expect((await page(t.app, '/encyclopedia/atlantis?lang=fr')).render).toBe(french.render);
  });
});

describeWithApp(
  'the renders one address may cause',
  // Three renders in ten seconds.
  { seed: true, env: { ...env, PAGE_RENDERS_PER_MINUTE: '18' } },
  (t) => {
    it('answers 429 past the budget, still sends that address cached pages, and other addresses pages', async () => {
      const busy = someAddress();
      // The app's shell is no render: it spends nothing.
      for (let i = 0; i < 5; i += 1) {
        expect((await page(t.app, `/user/login?n=${i}`, busy)).answer.statusCode).toBe(200);
      }
      for (const q of ['a', 'b', 'c']) {
        expect((await page(t.app, `/library?q=${q}`, busy)).answer.statusCode).toBe(200);
      }
      const refused = await page(t.app, '/library?q=d', busy);
      expect(refused.answer.statusCode).toBe(429);
      expect(refused.answer.json()).toEqual({ message: 'RATE_LIMITED' });
      expect(Number(refused.answer.headers['retry-after'])).toBeGreaterThan(0);
      expect((await page(t.app, '/library?q=a&bust=1', busy)).answer.statusCode).toBe(200);
      expect((await page(t.app, '/library?q=d', someAddress())).answer.statusCode).toBe(200);
    });
  },
);

describeWithTwoProcesses(
  'the renders one address may cause',
  // Two renders in ten seconds.
  { seed: true, env: { ...env, PAGE_RENDERS_PER_MINUTE: '12' } },
  (t, otherProcess) => {
    let other: FastifyInstance;
    beforeAll(() => {
      other = otherProcess();
    });

    it('counts them across processes', async () => {
      const busy = someAddress();
      expect((await page(t.app, '/library?q=one', busy)).answer.statusCode).toBe(200);
      expect((await page(other, '/library?q=two', busy)).answer.statusCode).toBe(200);
      expect((await page(t.app, '/library?q=three', busy)).answer.statusCode).toBe(429);
      expect((await page(other, '/library?q=four', busy)).answer.statusCode).toBe(429);
    });
  },
);
