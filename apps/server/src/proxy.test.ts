import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomInt } from 'node:crypto';
import http from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from './test/databases.ts';
import { contentFields } from './test/library.ts';
import { freePort, HUNG_MS, PROCESS_TEST_MS, startServer } from './test/processes.ts';
import { setUpSecondFactorAt } from './test/users.ts';
import { testWebDist } from './test/web-dist.ts';

// The production topology of docs/operations.md: nginx (Debian's package)
// with the repository's configuration in front of two site processes on one
// PostgreSQL and one Redis, sharing one data folder.
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const TEMPLATE = path.resolve(
  import.meta.dirname,
  '../../../deploy/nginx/millenaire.conf.template',
);
const ADMIN_PASSWORD = 'Proxy-Granary-Lantern-61';

/**
 * A GET sent from an address of its own: any address of 127.0.0.0/8 is this
 * machine, and the site's per-address budgets (kept in Redis a minute, shared
 * with every other test of the run that reaches a site from 127.0.0.1) are
 * then this request's alone.
 */
function getFrom(localAddress: string, url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { localAddress }, (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      })
      .on('error', reject);
  });
}

const someLoopbackAddress = () =>
  `127.${1 + randomInt(254)}.${randomInt(256)}.${1 + randomInt(254)}`;

/** The template with its ${NAME} values filled, as envsubst does. */
function render(template: string, values: Record<string, string>): string {
  return template.replace(/\$\{([A-Z_0-9]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

describe.runIf(NGINX && databaseUrl && redisUrl)('two site processes behind nginx', () => {
  let database: TestDatabase;
  let nginx: ChildProcess;
  let proxy: string;
  const sites: Awaited<ReturnType<typeof startServer>>[] = [];
  const direct: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const webDist = testWebDist({ renderer: true });
    const script = 'console.log("hydrate");'.repeat(100);
    writeFileSync(path.join(webDist, 'assets', 'proxy-check-1234.js'), script);
    writeFileSync(path.join(webDist, 'assets', 'proxy-check-1234.js.gz'), gzipSync(script));
    const env = {
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? '',
      REDIS_URL: redisUrl ?? '',
      REDIS_KEY_PREFIX: database.redisKeyPrefix ?? '',
      TRUST_PROXY: 'true',
      WEB_DIST_DIR: webDist,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'info',
      CAPTCHA_COST: '10',
    };
    const ports = [await freePort(), await freePort()];
    // One after the other, as a deployment starts them: the first runs the seeds.
    for (const port of ports) {
      const site = await startServer({ ...env, PORT: String(port) });
      sites.push(site);
      await site.logged(
        (line) => line.msg?.includes('site ready at') ?? false,
        'that the site is ready',
      );
      direct.push(`http://127.0.0.1:${port}`);
    }

    const prefix = mkdtempSync(path.join(tmpdir(), 'millenaire-nginx-'));
    mkdirSync(path.join(prefix, 'logs'));
    const listen = await freePort();
    const site = render(readFileSync(TEMPLATE, 'utf8'), {
      LISTEN: `127.0.0.1:${listen}`,
      SITE_1: `127.0.0.1:${ports[0]}`,
      SITE_2: `127.0.0.1:${ports[1]}`,
      WEB_DIST: webDist,
    });
    expect(site).not.toMatch(/\$\{/);
    writeFileSync(path.join(prefix, 'site.conf'), site);
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      [
        `pid ${path.join(prefix, 'nginx.pid')};`,
        // Started by root (CI), nginx's workers would read the test's private
        // folders as nobody; an operator's nginx reads a dist folder open to it.
        ...(process.getuid?.() === 0 ? ['user root;'] : []),
        `error_log ${path.join(prefix, 'logs', 'error.log')};`,
        'events { worker_connections 2048; }',
        'http {',
        `  access_log ${path.join(prefix, 'logs', 'access.log')};`,
        `  client_body_temp_path ${path.join(prefix, 'body')};`,
        `  proxy_temp_path ${path.join(prefix, 'proxy')};`,
        '  types { application/javascript js; text/html html; }',
        `  include ${path.join(prefix, 'site.conf')};`,
        '}',
      ].join('\n'),
    );
    const check = spawnSync(NGINX ?? 'nginx', ['-t', '-p', prefix, '-c', 'nginx.conf'], {
      encoding: 'utf8',
    });
    expect(check.status, check.stderr).toBe(0);
    nginx = spawn(NGINX ?? 'nginx', ['-p', prefix, '-c', 'nginx.conf', '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    proxy = `http://127.0.0.1:${listen}`;
    const deadline = Date.now() + HUNG_MS;
    while (
      !(await fetch(`${proxy}/healthz`).then(
        (r) => r.ok,
        () => false,
      ))
    ) {
      if (Date.now() > deadline) throw new Error('nginx never answered /healthz');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }, PROCESS_TEST_MS);

  afterAll(async () => {
    nginx?.kill('SIGQUIT');
    for (const site of sites) site.child.kill('SIGTERM');
    await Promise.all(sites.map((site) => site.exited));
    await database?.drop();
  });

  it('serves rendered pages through both processes', async () => {
    const visitor = someLoopbackAddress();
    for (let i = 0; i < 6; i++) {
      const page = await getFrom(visitor, `${proxy}/library?lang=en`);
      expect(page.status).toBe(200);
      expect(page.text).toContain('<html lang="en"');
    }
    // Each process answered some: both logged a request for the page.
    for (const site of sites) {
      await site.logged((line) => line.url === '/library?lang=en');
    }
  });

  it('shows a write made through one process to readers of both at once', async () => {
    const login = await fetch(`${proxy}/api/users/loginuser`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    expect(login.status).toBe(200);
    // The first administrator sets up a second factor before acting as one.
    const token = await setUpSecondFactorAt(
      proxy,
      ((await login.json()) as { token: string }).token,
    );
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const search = `${proxy}/api/library/contents/?page=1&q=proxymill`;
    expect(((await (await fetch(search)).json()) as { total: number }).total).toBe(0);
    const created = await fetch(`${proxy}/api/library/contents/`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(contentFields({ title: 'Proxymill' })),
    });
    const { contentid } = (await created.json()) as { contentid: number };
    const confirmed = await fetch(`${proxy}/api/library/contents/${contentid}`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(contentFields({ title: 'Proxymill', confirmed: 1 })),
    });
    expect(confirmed.status).toBe(200);
    // Asked through each process directly too, so both are surely read. The
    // other process hears of the write through Redis: it shows it once the
    // message arrives (how soon is the benchmarks' matter, not this test's).
    for (const base of [proxy, proxy, ...direct]) {
      const deadline = Date.now() + HUNG_MS;
      for (;;) {
        const found = (await (await fetch(search.replace(proxy, base))).json()) as {
          total: number;
        };
        if (found.total === 1) break;
        expect(Date.now(), `${base} never showed the write`).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });

  it('gives the site the visitor address, never one the visitor wrote', async () => {
    // The health check's detail is for the machine itself: a request that
    // came through the proxy is not, whatever it claims.
    const local = (await (await fetch(`${direct[0]}/healthz`)).json()) as { database?: string };
    expect(local.database).toBe('postgres');
    const proxied = await fetch(`${proxy}/healthz`, {
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(await proxied.json()).toEqual({ status: 'ok' });
    expect((await fetch(`${proxy}/metrics`)).status).toBe(404);
  });

  it('serves the hashed scripts itself, precompressed, for a year', async () => {
    const script = await fetch(`${proxy}/assets/proxy-check-1234.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(await script.text()).toContain('hydrate');
    expect((await fetch(`${proxy}/assets/missing-0000.js`)).status).toBe(404);
  });

  it('carries its request id to the site, which answers with it', async () => {
    const res = await fetch(`${proxy}/api/site`);
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
  });

  // Last: it spends the allowance of the one address the other tests share.
  it("turns a flood from one address away with the site's answer to a spent budget", async () => {
    const answers = await Promise.all(
      Array.from({ length: 450 }, () => fetch(`${proxy}/api/site`)),
    );
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(served.length).toBeGreaterThanOrEqual(250);
    expect(refused.length).toBeGreaterThan(0);
    expect(served.length + refused.length).toBe(answers.length);
    expect(refused[0]!.headers.get('retry-after')).toBe('1');
    expect(await refused[0]!.json()).toEqual({ message: 'RATE_LIMITED' });
    // The scripts nginx serves itself are not counted.
    expect((await fetch(`${proxy}/assets/proxy-check-1234.js`)).status).toBe(200);
  });
});
