import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { TOKEN_KEY } from '@millenaire/contracts';
import { expect, it, vi } from 'vitest';
import { API_CACHE_LIMITS } from './api-cache.ts';
import { describeWithApp, type TestContext } from '../../test/app.ts';
import { contentFields, insertContents, LIBRARY_TEST_OPTIONS } from '../../test/library.ts';
import { sample, scrape } from '../../test/metrics.ts';
import { bearer, createUser } from '../../test/users.ts';

/** A confirmed content written straight into the database: no process hears of it. */
async function unannounced(t: TestContext, title: string): Promise<void> {
  const { user } = await createUser(t);
  await insertContents(t, user.id, [title]);
}

const LIST = '/api/library/contents/?page=1';

/** How many anonymous API requests found no cached answer to send (the metrics' count). */
const misses = async (t: TestContext) =>
  sample(await scrape(t.app), 'millenaire_cache_lookups_total', { cache: 'api', result: 'miss' });

describeWithApp('cached API answers', LIBRARY_TEST_OPTIONS, (t) => {
  it('sends an anonymous answer again until its area changes', async () => {
    const first = await t.app.inject(LIST);
    expect(first.statusCode).toBe(200);
    await unannounced(t, 'Hidden mill');
    const kept = await t.app.inject(LIST);
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.headers['content-type']).toBe(first.headers['content-type']);
    expect(kept.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(kept.headers['x-request-id']).toBeDefined();
    expect(kept.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    // A write through the API drops the area's answers.
    const { token } = await createUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/library/contents/',
      headers: bearer(token),
      payload: contentFields({ title: 'Announced mill' }),
    });
    expect(created.statusCode).toBe(200);
    expect((await t.app.inject(LIST)).body).toContain('Hidden mill');
  });

  it('answers a revalidation of a cached answer with 304', async () => {
    const first = await t.app.inject(LIST);
    const again = await t.app.inject({
      url: LIST,
      headers: { 'if-none-match': `W/"other", ${String(first.headers.etag)}` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
    expect(again.headers['content-type']).toBeUndefined();
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a cached answer with the headers its route gave it, its id its own', async () => {
    const url = '/api/library/contents/?page=1&sort=oldest';
    const first = await t.app.inject(url);
    const kept = await t.app.inject(url);
    expect(kept.body).toBe(first.body);
    const { 'x-request-id': firstId, ...firstHeaders } = first.headers;
    const { 'x-request-id': keptId, ...keptHeaders } = kept.headers;
    expect(keptHeaders).toEqual(firstHeaders);
    expect(keptHeaders['x-content-type-options']).toBe('nosniff');
    expect(keptId).toMatch(/^[0-9a-f-]{36}$/);
    expect(keptId).not.toBe(firstId);
    const given = await t.app.inject({ url, headers: { 'x-request-id': 'proxy-7' } });
    expect(given.headers['x-request-id']).toBe('proxy-7');

    // HEAD: the same headers, no body.
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(first.headers['content-length']);
    expect(head.headers.etag).toBe(first.headers.etag);
  });

  it('sends a large cached answer compressed once, as the client reads it', async () => {
    const { user } = await createUser(t);
    await insertContents(
      t,
      user.id,
      Array.from({ length: 12 }, (_, i) => `Long-titled windmill of the northern plain ${i}`),
    );
    const url = '/api/library/contents/?page=1&sort=views';
    const plain = await t.app.inject(url);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const ask of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const kept = await t.app.inject({ url, headers: { 'accept-encoding': ask } });
      expect(kept.headers['content-encoding']).toBe('gzip');
      expect(kept.headers.vary).toBe('Accept-Encoding');
      expect(Number(kept.headers['content-length'])).toBe(kept.rawPayload.length);
      expect(gunzipSync(kept.rawPayload).toString()).toBe(plain.body);
      expect(kept.headers.etag).toBe(plain.headers.etag);
    }
    const identity = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('always lets a request with a token reach its route', async () => {
    const { token } = await createUser(t);
    await t.app.inject(LIST);
    await unannounced(t, 'Second hidden mill');
    expect((await t.app.inject(LIST)).body).not.toContain('Second hidden mill');
    const member = await t.app.inject({ url: LIST, headers: bearer(token) });
    expect(member.body).toContain('Second hidden mill');
    const withCookie = await t.app.inject({ url: LIST, cookies: { [TOKEN_KEY]: token } });
    expect(withCookie.body).toContain('Second hidden mill');
    expect(withCookie.headers['cache-control']).toBe('private, no-store');
  });

  it('makes an answer past its age once, while the requests meanwhile get the old one', async () => {
    const url = '/api/library/contents/?page=1&sort=recent';
    const first = await t.app.inject(url);
    await unannounced(t, 'Mill seen after its age');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + API_CACHE_LIMITS.maxAgeMs + 1_000);
      const before = await misses(t);
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject(url)));
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      // One request ran the route (on PostgreSQL the others would have queried
      // meanwhile); each of the others got the old answer or the new one.
      expect((await misses(t)) - before).toBe(1);
      const fresh = answers.filter((a) => a.body.includes('Mill seen after its age'));
      expect(fresh.length).toBeGreaterThanOrEqual(1);
      for (const answer of answers) {
        if (!fresh.includes(answer)) expect(answer.body).toBe(first.body);
      }
      const after = await t.app.inject(url);
      expect(after.body).toBe(fresh[0]?.body);
      expect(after.headers.etag).not.toBe(first.headers.etag);
    } finally {
      vi.useRealTimers();
    }
  });

  it("sends cached answers on a socket too, the server keeping Fastify's timeouts", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/library/contents/?page=1&sort=stars`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    const before = await misses(t);
    const kept = await fetch(url, { headers: { 'x-request-id': 'socket-1' } });
    expect(await misses(t)).toBe(before);
    expect(kept.status).toBe(200);
    expect(await kept.text()).toBe(await first.text());
    expect(kept.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(kept.headers.get('x-request-id')).toBe('socket-1');
    const revalidated = await fetch(url, {
      headers: { 'if-none-match': String(first.headers.get('etag')) },
    });
    expect(revalidated.status).toBe(304);
    // Fastify's own defaults, which its server would have had.
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
    expect(t.app.server.requestTimeout).toBe(0);
  });

  it('keeps no answer that no cache may keep, and no refusal', async () => {
    const captcha = await t.app.inject('/api/users/captcha');
    expect(captcha.headers['cache-control']).toBe('no-store');
    const again = await t.app.inject('/api/users/captcha');
    expect(again.body).not.toBe(captcha.body);

    expect((await t.app.inject('/api/library/contents/?page=0')).statusCode).toBe(400);
    expect((await t.app.inject('/api/library/contents/?page=0')).statusCode).toBe(400);
  });
});
