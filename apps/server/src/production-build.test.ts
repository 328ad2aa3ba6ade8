import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStale } from '../../../scripts/build-if-stale.ts';
import { buildApp } from './app.ts';
import { connectDatabase } from './db/connect.ts';
import { testConfig } from './test/app.ts';
import { createTestDatabase, TEST_DIALECTS } from './test/databases.ts';
import { sample } from './test/metrics.ts';
import { pingUrl } from './test/pings.ts';
import {
  compiledServer,
  freePort,
  partialPost,
  PROCESS_TEST_MS,
  startServer,
} from './test/processes.ts';
import { testWebDist } from './test/web-dist.ts';

// The compiled server as production runs it: plain node, a real port, real signals.

const ADMIN_PASSWORD = 'Tall-Granary-Windmill-48';
const NEW_PASSWORD = 'Quiet-Harbour-Lantern-93';
const PING_UID = '1234567890123456789';

describe('the compiled server', () => {
  it('imports no TypeScript and no loader', async () => {
    const outDir = await compiledServer();
    for (const file of ['server.js', 'import.js', 'cpu-worker.js']) {
      const code = readFileSync(path.join(outDir, file), 'utf8');
      expect(code).not.toMatch(/from ["'][^"']+\.ts["']/);
      expect(code).not.toMatch(/["']tsx(\/[^"']*)?["']/);
    }
  });
});

describe.each(TEST_DIALECTS)('the compiled server [%s]', (dialect) => {
  it(
    'serves the site with plain node, and on SIGTERM finishes its requests and pings, then exits 0',
    async () => {
      const database = await createTestDatabase(dialect);
      let server: Awaited<ReturnType<typeof startServer>> | undefined;
      try {
        const port = await freePort();
        const base = `http://127.0.0.1:${port}`;
        server = await startServer({
          HOST: '127.0.0.1',
          PORT: String(port),
          DATA_DIR: database.dataDir,
          DATABASE_URL: database.databaseUrl ?? '',
          WEB_DIST_DIR: testWebDist({ renderer: true }),
          ADMIN_PASSWORD,
          SEED_DEMO: 'false',
          REDIS_URL: '',
          // The arrival of each request is logged at debug level.
          LOG_LEVEL: 'debug',
        });
        const ready = await server.logged(
          (line) => line.msg?.includes('site ready at') ?? false,
          'that the site is ready',
        );
        expect(ready.startupMs).toBeGreaterThan(0);
        expect(ready.msg).toContain(`${ready.startupMs} ms`);

        const health = await fetch(`${base}/healthz`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ status: 'ok', database: dialect });
        // A public page, drawn by the web build's server renderer.
        const page = await fetch(`${base}/`);
        expect(page.status).toBe(200);
        expect(await page.text()).toContain('data-render="1"');
        // A cached API answer, sent before Fastify, logs its arrival as every request does.
        const hits = async () =>
          sample(await (await fetch(`${base}/metrics`)).text(), 'millenaire_cache_lookups_total', {
            cache: 'api',
            result: 'hit',
          });
        await fetch(`${base}/api/versions/`);
        const before = await hits();
        const kept = await fetch(`${base}/api/versions/`);
        expect(kept.status).toBe(200);
        expect(await hits()).toBe(before + 1);
        const keptId = kept.headers.get('x-request-id');
        const arrival = await server.logged(
          (line) => line.reqId === keptId && line.msg === 'incoming request',
        );
        expect(arrival.req).toMatchObject({
          url: '/api/versions/',
          host: `127.0.0.1:${port}`,
          remoteAddress: '127.0.0.1',
        });

        const login = await fetch(`${base}/api/users/loginuser`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
        });
        const { token } = (await login.json()) as { token: string };
        const authorization = `Bearer ${token}`;
        const me = (await (
          await fetch(`${base}/api/users/me`, { headers: { authorization } })
        ).json()) as {
          id: number;
        };

        // A password change (argon2, and the strength check in a worker thread)
        // whose body is still arriving when the signal comes.
        const passwordUrl = `/api/users/${me.id}/password`;
        const passwordBody = Buffer.from(
          JSON.stringify({ password: NEW_PASSWORD, oldpassword: ADMIN_PASSWORD }),
        );
        const slow = partialPost(
          port,
          passwordUrl,
          { authorization, 'content-type': 'application/json' },
          passwordBody,
          Math.floor(passwordBody.length / 2),
        );
        await server.logged((line) => line.req?.url === passwordUrl);
        // A ping, arrived the moment before the signal: its batch waits a few
        // milliseconds for other pings before it is written.
        const ping = fetch(`${base}${pingUrl(PING_UID)}`);
        await server.logged((line) => line.req?.url?.startsWith('/php/mlnuse.php') ?? false);
        server.child.kill('SIGTERM');

        await server.logged((line) => line.msg === 'shutting down');
        // Closing: new requests are refused (503 while the port is still open).
        const late = await fetch(`${base}/healthz`).then(
          (res) => res.status,
          () => 'refused',
        );
        expect([503, 'refused']).toContain(late);
        slow.finish();
        const answer = await slow.done;
        expect(answer).toMatch(/^HTTP\/1\.1 200 /);
        expect(answer).toContain('"token"');
        const pinged = await ping;
        expect(pinged.status).toBe(200);
        expect(await pinged.text()).toBe('ok');
        expect(await server.exited).toBe(0);
        expect(server.output()).toContain('"msg":"stopped"');

        // Everything answered is stored.
        const { db } = connectDatabase(database);
        try {
          const stored = await db
            .selectFrom('installations')
            .select('uid')
            .where('uid', '=', PING_UID)
            .execute();
          expect(stored).toHaveLength(1);
        } finally {
          await db.destroy();
        }
      } finally {
        // A test that failed half-way leaves no server behind (no-op once it has exited).
        server?.child.kill('SIGKILL');
        await database.drop();
      }
    },
    PROCESS_TEST_MS,
  );
});

describe.each(TEST_DIALECTS)('closing the app [%s]', (dialect) => {
  it('writes the pings still waiting for their batch before the database closes', async () => {
    const database = await createTestDatabase(dialect);
    try {
      const app = await buildApp(testConfig(database));
      let reached: () => void = () => {};
      const handled = new Promise<void>((resolve) => (reached = resolve));
      app.addHook('preHandler', async (request) => {
        if (request.url.startsWith('/php/mlnuse.php')) reached();
      });
      await app.ready();
      // Not a connection: closing the app does not wait for it, so the ping is
      // still in its batch (which waits a few milliseconds) when the app closes.
      const answer = app.inject(pingUrl(PING_UID));
      await handled;
      await new Promise((resolve) => setImmediate(resolve));
      await app.close();
      expect((await answer).statusCode).toBe(200);
      const { db } = connectDatabase(database);
      try {
        const stored = await db.selectFrom('installations').select('uid').execute();
        expect(stored).toEqual([{ uid: PING_UID }]);
      } finally {
        await db.destroy();
      }
    } finally {
      await database.drop();
    }
  });
});

describe('the build check of npm start', () => {
  it('builds when a build is missing or older than a source, and not for tests or data', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'millenaire-stale-'));
    try {
      const file = (name: string, seconds: number) => {
        mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
        writeFileSync(path.join(root, name), name);
        utimesSync(path.join(root, name), seconds, seconds);
      };
      const build = { workspace: 'app', outputs: ['app/dist/main.js'], sources: ['app', 'lock'] };
      file('app/src/main.ts', 1000);
      file('lock', 1000);
      expect(isStale(build, root)).toBe(true);
      file('app/dist/main.js', 2000);
      expect(isStale(build, root)).toBe(false);
      file('app/src/main.test.ts', 3000);
      file('app/data/site.db', 3000);
      file('app/node_modules/x/index.js', 3000);
      expect(isStale(build, root)).toBe(false);
      file('lock', 3000);
      expect(isStale(build, root)).toBe(true);
      file('app/dist/main.js', 4000);
      file('app/src/deep/er/part.ts', 5000);
      expect(isStale(build, root)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
