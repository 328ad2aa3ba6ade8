// Starting the site and other servers for the benchmarks.
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

export async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} never answered`);
}

/** A TypeScript entry point of the repository in a process of its own, its output to `logFile`. */
export function start(args: string[], env: Record<string, string>, logFile: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', openSync(logFile, 'a'), 'inherit'],
  });
}

/** The site as production runs it (logs at info to a file), on a new data folder. */
export function startSite(
  port: number,
  dataDir: string,
  adminPassword: string,
  env: Record<string, string> = {},
): ChildProcess {
  return start(
    ['apps/server/src/server.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ADMIN_PASSWORD: adminPassword,
      ...env,
    },
    path.join(dataDir, 'site.log'),
  );
}

/**
 * A benchmark that runs on its own (a TypeScript entry point of the
 * repository, its output on this terminal); true when it stayed within its
 * budgets (exit code 0).
 */
export function runBenchmark(entry: string): Promise<boolean> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    stdio: 'inherit',
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code === 0)));
}
