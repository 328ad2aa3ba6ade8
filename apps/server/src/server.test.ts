import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The entry point as an operator runs it: a real process, real port, real signals.
const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-boot-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number): Promise<void> {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server never answered');
}

describe('the server process', () => {
  it('starts, prints the admin password once, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = start({ PORT: String(port) });
    await waitForHealth(port);
    // JSON log line, so the quotes around the login and password are escaped.
    expect(server.output()).toMatch(
      /Admin account created: login \\"admin\\", password \\"[\w-]{16}\\"/,
    );
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();

    const again = start({ PORT: String(port) });
    await waitForHealth(port);
    expect(again.output()).not.toContain('Admin account created');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  });

  it('refuses a bad configuration with a message naming it', async () => {
    const server = start({ PORT: 'eighty' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });
});
