import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, PROCESS_TEST_MS, startServer } from './test/processes.ts';

// The server as an operator runs it: a real process, real port, real signals.
const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-boot-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(env: Record<string, string>) {
  return startServer({
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    // What this checks is the process's life, not the demo: its pictures
    // take most of a first start.
    SEED_DEMO: 'false',
    REDIS_URL: '',
    ...env,
  });
}

const ready = (server: Awaited<ReturnType<typeof start>>) =>
  server.logged((line) => line.msg?.includes('site ready at') ?? false, 'that the site is ready');

describe('the server process', () => {
  it(
    'starts, prints the admin password once, and stops cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const server = await start({ PORT: String(port) });
      await ready(server);
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).ok).toBe(true);
      // JSON log line, so the quotes around the login and password are escaped.
      expect(server.output()).toMatch(
        /Admin account created: login \\"admin\\", password \\"[\w-]{16}\\"/,
      );
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();

      const again = await start({ PORT: String(port) });
      await ready(again);
      expect(again.output()).not.toContain('Admin account created');
      again.child.kill('SIGINT');
      expect(await again.exited).toBe(0);
    },
    PROCESS_TEST_MS,
  );

  it(
    'refuses a bad configuration with a message naming it',
    async () => {
      const server = await start({ PORT: 'eighty' });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain('PORT');
    },
    PROCESS_TEST_MS,
  );
});
