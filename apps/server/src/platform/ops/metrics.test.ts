import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { describeWithApp, testConfig } from '../../test/app.ts';
import { sample, scrape } from '../../test/metrics.ts';
import { createTestDatabase, type TestDatabase } from '../../test/databases.ts';
import { bearer, createUser } from '../../test/users.ts';
import { pingUrl } from '../../test/pings.ts';
import { testWebDist } from '../../test/web-dist.ts';

/** Every label set of a scrape (`{...}`): what a request's address must never reach (values may hold any digits). */
const labelsOf = (text: string) => (text.match(/\{[^}]*\}/g) ?? []).join('\n');

const TOKEN = 'scraper-token-0123456789';
const ELSEWHERE = '203.0.113.5';

/** One sample line of the text format: name, optional labels, value, optional timestamp. */
const LABEL = String.raw`[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\[\\"n])*"`;
const SAMPLE = new RegExp(
  String.raw`^[a-zA-Z_:][a-zA-Z0-9_:]*(?:\{${LABEL}(?:,${LABEL})*\})? ` +
    String.raw`(?:[-+]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][-+]?[0-9]+)?|[Nn]a[Nn]|[-+]Inf)(?: -?[0-9]+)?$`,
);
const COMMENT =
  /^# (?:HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*|TYPE [a-zA-Z_:][a-zA-Z0-9_:]* (?:counter|gauge|histogram|summary|untyped))$/;

const env = {
  METRICS_TOKEN: TOKEN,
  TRUST_PROXY: 'true',
  WEB_DIST_DIR: testWebDist({ renderer: true }),
};

describeWithApp('metrics', { env }, (t) => {
  it('answers the text format of Prometheus, line by line', async () => {
    const res = await t.app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    for (const line of res.body.split('\n').filter((l) => l !== '')) {
      if (line.startsWith('#')) expect(line).toMatch(COMMENT);
      else expect(line).toMatch(SAMPLE);
    }
    // Node's own, the event-loop lag among them.
    expect(res.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
    expect(res.body).toMatch(/^process_resident_memory_bytes /m);
  });

  it('says which database the site runs on, and how busy the PostgreSQL pool is', async () => {
    const text = await scrape(t.app);
    expect(sample(text, 'millenaire_database_info', { dialect: t.dialect })).toBe(1);
    if (t.dialect === 'postgres') {
      expect(
        sample(text, 'millenaire_database_pool_connections', { state: 'total' }),
      ).toBeGreaterThan(0);
      expect(text).toMatch(/^millenaire_database_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^millenaire_database_pool_waiting \d+$/m);
    } else {
      expect(text).not.toContain('millenaire_database_pool');
    }
  });

  it('counts requests by route pattern, method and status, never by address', async () => {
    const labels = { route: '/lastversion/:file', method: 'GET', status: '404' };
    const before = sample(await scrape(t.app), 'millenaire_http_requests_total', labels);
    await t.app.inject('/lastversion/1.99.txt');
    await t.app.inject('/lastversion/1.98.txt');
    const text = await scrape(t.app);
    expect(sample(text, 'millenaire_http_requests_total', labels)).toBe(before + 2);
    const timed = { route: '/lastversion/:file', method: 'GET' };
    expect(sample(text, 'millenaire_http_request_duration_seconds_count', timed)).toBe(before + 2);
    expect(
      sample(text, 'millenaire_http_request_duration_seconds_bucket', { le: '+Inf', ...timed }),
    ).toBe(before + 2);
    expect(labelsOf(text)).not.toContain('1.99');
  });

  it('labels what no route matched with one fixed name, and pages with their pattern', async () => {
    await t.app.inject('/api/no/such/thing/4711');
    await t.app.inject('/library/4711');
    const text = await scrape(t.app);
    const unmatched = { route: 'unmatched', method: 'GET', status: '404' };
    expect(sample(text, 'millenaire_http_requests_total', unmatched)).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/library/:content"');
    expect(labelsOf(text)).not.toContain('4711');
  });

  it('answers another machine as an unknown address, unless it gives the token', async () => {
    // The stand-in renderer numbers its renders; the rest of the page is the same.
    const page = (body: string) => body.replace(/data-render="\d+"/, '');
    const unknown = await t.app.inject({ url: '/no-such-page', remoteAddress: ELSEWHERE });
    const refused = await t.app.inject({ url: '/metrics', remoteAddress: ELSEWHERE });
    expect(refused.statusCode).toBe(404);
    expect(page(refused.body)).toBe(page(unknown.body));
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.body).not.toContain('millenaire_');
    const wrong = await t.app.inject({
      url: '/metrics',
      remoteAddress: ELSEWHERE,
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(404);
    const allowed = await t.app.inject({
      url: '/metrics',
      remoteAddress: ELSEWHERE,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('millenaire_http_requests_total');
  });

  it('does not take a forwarded address for the machine itself', async () => {
    // Behind a proxy (TRUST_PROXY), the client writes X-Forwarded-For.
    const forged = await t.app.inject({
      url: '/metrics',
      remoteAddress: ELSEWHERE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forged.statusCode).toBe(404);
    // The health check's detail is for the machine itself by the same rule.
    const health = await t.app.inject({
      url: '/healthz',
      remoteAddress: ELSEWHERE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(health.json()).toEqual({ status: 'ok' });
    // What a proxy on this machine relays comes from a loopback address.
    const relayed = await t.app.inject({
      url: '/metrics',
      headers: { 'x-forwarded-for': ELSEWHERE },
    });
    expect(relayed.statusCode).toBe(404);
    // Nor are the API calls of a page's render, made in-process for any visitor.
    const rendering = await t.app.inject({ url: '/metrics', headers: { 'x-page-render': '1' } });
    expect(rendering.statusCode).toBe(404);
    const ipv6 = await t.app.inject({ url: '/metrics', remoteAddress: '::1' });
    expect(ipv6.statusCode).toBe(200);
  });

  it('tells crawlers to keep away', async () => {
    const robots = await t.app.inject('/robots.txt');
    expect(robots.body).toContain('Disallow: /metrics\n');
  });

  it('counts the mod’s pings stored and refused', async () => {
    const before = await scrape(t.app);
    expect((await t.app.inject(pingUrl('1234567890123456789'))).statusCode).toBe(200);
    expect((await t.app.inject('/php/mlnuse.php?uid=forged')).statusCode).toBe(400);
    const after = await scrape(t.app);
    for (const result of ['stored', 'refused']) {
      expect(sample(after, 'millenaire_pings_total', { result })).toBe(
        sample(before, 'millenaire_pings_total', { result }) + 1,
      );
    }
  });

  it('counts the hits and misses of the rendered pages and of the cached answers', async () => {
    const lookups =
      (before: string, after: string) =>
      (cache: string, result: string): number =>
        sample(after, 'millenaire_cache_lookups_total', { cache, result }) -
        sample(before, 'millenaire_cache_lookups_total', { cache, result });
    const start = await scrape(t.app);
    await t.app.inject('/halloffame?lang=en');
    await t.app.inject('/halloffame?lang=en');
    const rendered = await scrape(t.app);
    expect(lookups(start, rendered)('pages', 'miss')).toBe(1);
    expect(lookups(start, rendered)('pages', 'hit')).toBe(1);

    // The second anonymous ask is the cached answer; a member's reaches the route.
    await t.app.inject('/api/versions/?lang=en');
    await t.app.inject('/api/versions/?lang=en');
    const { token } = await createUser(t);
    await t.app.inject({ url: '/api/versions/?lang=en', headers: bearer(token) });
    const asked = lookups(rendered, await scrape(t.app));
    expect(asked('api', 'miss')).toBe(1);
    expect(asked('api', 'hit')).toBe(1);
    expect(asked('versions-history', 'miss')).toBe(1);
    expect(asked('versions-history', 'hit')).toBe(1);
  });
});

describe('request ids and errors', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const config = testConfig(database, { LOG_LEVEL: 'info' });
    app = await buildApp(config, {
      logStream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    app.get('/test/failure', async () => {
      throw new Error('broken on purpose');
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  const logOf = (id: unknown) => lines.filter((line) => line.reqId === id);

  it('gives every answer an id, found on its log lines', async () => {
    const res = await app.inject('/healthz');
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(logOf(id).map((line) => line.msg)).toContain('request completed');
    const next = await app.inject('/healthz');
    expect(next.headers['x-request-id']).not.toBe(id);
  });

  it('logs and counts a cached API answer as any other answer', async () => {
    // The route's pattern, as ignoreTrailingSlash registers it.
    const labels = { route: '/api/versions', method: 'GET', status: '200' };
    const before = sample(await scrape(app), 'millenaire_http_requests_total', labels);
    await app.inject('/api/versions/?language=fr');
    const kept = await app.inject('/api/versions/?language=fr');
    const id = kept.headers['x-request-id'];
    const logged = logOf(id);
    expect(logged.map((line) => line.msg)).toEqual(['request completed']);
    expect(logged[0]).toMatchObject({
      method: 'GET',
      statusCode: 200,
      url: '/api/versions/?language=fr',
      level: 30,
    });
    expect(logged[0]?.responseTime).toBeTypeOf('number');
    const text = await scrape(app);
    expect(sample(text, 'millenaire_http_requests_total', labels)).toBe(before + 2);
    expect(sample(text, 'millenaire_cache_lookups_total', { cache: 'api', result: 'hit' })).toBe(1);
  });

  it('keeps a short, safe id given by the proxy and replaces any other', async () => {
    const given = await app.inject({
      url: '/healthz',
      headers: { 'x-request-id': 'proxy-42.a_B' },
    });
    expect(given.headers['x-request-id']).toBe('proxy-42.a_B');
    expect(logOf('proxy-42.a_B')).not.toHaveLength(0);
    for (const unsafe of ['a b', 'x'.repeat(65), 'quote"', 'new\u2028line', '']) {
      const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': unsafe } });
      expect(res.headers['x-request-id'], unsafe).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('counts an error thrown while answering, and its 500 answer', async () => {
    const res = await app.inject('/test/failure');
    expect(res.statusCode).toBe(500);
    const failed = logOf(res.headers['x-request-id']);
    expect(failed.map((line) => line.msg)).toContain('request failed');
    const text = await scrape(app);
    for (const kind of ['thrown', 'answer']) {
      expect(sample(text, 'millenaire_http_errors_total', { route: '/test/failure', kind })).toBe(
        1,
      );
    }
    // A refusal is no server error.
    await app.inject('/php/mlnuse.php');
    expect(await scrape(app)).not.toContain('route="/php/mlnuse.php",kind=');
  });
});

describe('the metrics token setting', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('is off by default and needs 16 characters or more', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(() => loadConfig({ DATA_DIR: dataDir, METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN/,
    );
  });
});
