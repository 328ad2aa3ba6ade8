// Load benchmark: the site's GET /api/versions/current against a bare Fastify
// JSON route in the same run, each in its own process. The two are loaded one
// after the other in alternating rounds and compared by their medians, so a
// burst of other work on the machine does not land on one side only.
// Budget: the site keeps at least half the bare route's throughput.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const BUDGET_RATIO = 0.5;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 10;
const root = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string): Promise<void> {
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

function start(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

interface Measure {
  name: string;
  rps: number;
  p99: number;
}

async function load(url: string, duration: number): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function compare(targets: { name: string; url: string }[]): Promise<Measure[]> {
  for (const t of targets) await load(t.url, 2); // warm-up
  const runs = targets.map(() => [] as { rps: number; p99: number }[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) runs[i]!.push(await load(t.url, DURATION_S));
  }
  return targets.map((t, i) => ({
    name: t.name,
    rps: median(runs[i]!.map((r) => r.rps)),
    p99: median(runs[i]!.map((r) => r.p99)),
  }));
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-bench-'));
  const [sitePort, barePort] = [await freePort(), await freePort()];
  const site = start(['apps/server/src/server.ts'], {
    PORT: String(sitePort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
  });
  const bare = start(['bench/bare-server.ts'], { PORT: String(barePort) });
  try {
    await waitFor(`http://127.0.0.1:${sitePort}/healthz`);
    await waitFor(`http://127.0.0.1:${barePort}/bare`);
    const [ours, yardstick] = (await compare([
      {
        name: 'GET /api/versions/current',
        url: `http://127.0.0.1:${sitePort}/api/versions/current?language=en`,
      },
      { name: 'bare Fastify route', url: `http://127.0.0.1:${barePort}/bare` },
    ])) as [Measure, Measure];
    const ratio = ours.rps / yardstick.rps;
    console.log(
      `\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s, medians\n`,
    );
    for (const m of [ours, yardstick]) {
      console.log(`${m.name.padEnd(28)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${m.p99} ms`);
    }
    console.log(
      `\nratio ${ratio.toFixed(2)} (budget >= ${BUDGET_RATIO}): ${ratio >= BUDGET_RATIO ? 'PASS' : 'FAIL'}`,
    );
    process.exitCode = ratio >= BUDGET_RATIO ? 0 : 1;
  } finally {
    site.kill('SIGTERM');
    bare.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
