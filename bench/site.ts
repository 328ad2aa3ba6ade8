// Starting the site and other servers for the benchmarks.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import autocannon from 'autocannon';
import { openSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUILDS, isStale } from '../scripts/build-if-stale.ts';
import type { BareAnswer } from './bare-bytes.ts';

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

/** The core the measured servers run on once `pinForLoad` has pinned this process. */
let serverCore: number | undefined;

/**
 * For a throughput comparison: the servers started afterwards (the site and
 * its bare yardstick) run on the machine's last core and this process, the
 * load generator, on the others, so the client never takes the CPU of the
 * server it measures (on a 2-core machine it otherwise took a third to a half
 * of it, and how much varied from one run to the next). Needs two cores and
 * `taskset`; BENCH_PIN=0 leaves every process free. Answers what it did, for
 * the report.
 */
export function pinForLoad(): string {
  const cores = availableParallelism();
  if (process.env.BENCH_PIN === '0') return 'processes not pinned (BENCH_PIN=0)';
  if (cores < 2) return 'processes not pinned (one core)';
  const last = cores - 1;
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', `0-${last - 1}`, String(process.pid)]);
  if (pinned.error || pinned.status !== 0) return 'processes not pinned (no taskset)';
  serverCore = last;
  return `servers pinned to core ${last}, the load generator to core${last > 1 ? `s 0-${last - 1}` : ' 0'}`;
}

/**
 * A command in a process of its own, run from `cwd`, its output to `logFile`;
 * on the servers' core once `pinForLoad` has pinned this process.
 */
function spawnServer(
  command: string[],
  cwd: string,
  env: Record<string, string>,
  logFile: string,
  nice = 0,
): ChildProcess {
  const pinned =
    serverCore === undefined ? command : ['taskset', '-c', String(serverCore), ...command];
  const [program, ...rest] = nice === 0 ? pinned : ['nice', '-n', String(nice), ...pinned];
  return spawn(program!, rest, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', openSync(logFile, 'a'), 'inherit'],
  });
}

/**
 * An entry point of the repository in a process of its own, its output to
 * `logFile`: TypeScript through tsx unless `node` says how to run it.
 */
export function start(
  args: string[],
  env: Record<string, string>,
  logFile: string,
  node: string[] = ['--import', 'tsx'],
): ChildProcess {
  return spawnServer([process.execPath, ...node, ...args], root, env, logFile);
}

let serverChecked = false;

/**
 * The command `npm start` runs in apps/server (its package's start script)
 * and the folder it runs in,
 * once the compiled server is current: built first when one of its sources
 * changed since the last build, as `npm start` does; checked once a run.
 */
function serverStart(): { command: string; cwd: string } {
  const build = BUILDS.find((b) => b.workspace === 'apps/server')!;
  if (!serverChecked && isStale(build, root)) {
    console.log('apps/server: sources changed since the last build, building');
    const run = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error('the server did not build');
  }
  serverChecked = true;
  const cwd = path.join(root, build.workspace);
  const manifest = JSON.parse(readFileSync(path.join(cwd, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return { command: manifest.scripts.start, cwd };
}

/** The administrator's password of every benchmark's site. */
export const ADMIN_PASSWORD = 'bench-admin-Rouen-1066';

/**
 * The site as production runs it, on a new data folder: the compiled server
 * started by the very command `npm start` runs (which replaces its shell, so
 * the process is the site's), logging at info to a file. `nice` lowers its
 * CPU priority, for a benchmark that measures the browser rather than it.
 */
export function startSite(
  port: number,
  dataDir: string,
  adminPassword: string,
  env: Record<string, string> = {},
  { nice = 0 }: { nice?: number } = {},
): ChildProcess {
  const { command, cwd } = serverStart();
  return spawnServer(
    ['sh', '-c', command],
    cwd,
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
      ADMIN_PASSWORD: adminPassword,
      ...env,
    },
    path.join(dataDir, 'site.log'),
    nice,
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

export interface Measure {
  name: string;
  /** Requests per second. */
  rps: number;
  /** Milliseconds. */
  p99: number;
}

export interface LoadOptions {
  /** Seconds of each round. */
  duration: number;
  rounds: number;
  connections: number;
  /** Seconds of load on each target before the rounds (default 2). */
  warmup?: number;
}

/** `url` under `connections` connections for `duration` seconds; every answer must be a 2xx. */
/**
 * The header a browser's page sends with every request that changes the
 * answer it gets: the encodings it reads (Chromium's list). A page's API calls
 * and pages arrive compressed when they are large enough.
 */
export const BROWSER_HEADERS: Readonly<Record<string, string>> = {
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/** Milliseconds to the whole answer (undefined when not a 2xx), its size and the answer itself. */
export interface BrowserAnswer {
  ms: number | undefined;
  /** As sent: compressed when the site compressed it. */
  bytes: number;
  /** The answer itself, for its bare twin. */
  answer: BareAnswer;
}

/** One request as a browser's page sends it; the answer's bytes as they came, not decoded. */
export function askAsBrowser(url: string): Promise<BrowserAnswer> {
  const asked = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: BROWSER_HEADERS }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ok = (response.statusCode ?? 0) >= 200 && (response.statusCode ?? 0) < 300;
          const body = Buffer.concat(chunks);
          const type = response.headers['content-type'] ?? 'application/json';
          const encoding = response.headers['content-encoding'];
          resolve({
            ms: ok ? performance.now() - asked : undefined,
            bytes: body.length,
            answer: encoding
              ? { type, body: body.toString('base64'), encoding }
              : { type, body: body.toString('utf8') },
          });
        });
      })
      .on('error', reject);
  });
}

export async function loadOnce(
  url: string,
  duration: number,
  connections: number,
  headers: Readonly<Record<string, string>> = {},
): Promise<{ rps: number; p99: number }> {
  const result = await autocannon({ url, connections, duration, headers: { ...headers } });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return { rps: result.requests.average, p99: result.latency.p99 };
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The targets loaded one after the other in alternating rounds, after a
 * warm-up, and compared by their medians, so a burst of other work on the
 * machine does not land on one side only.
 */
export async function compareThroughput(
  targets: { name: string; url: string; headers?: Readonly<Record<string, string>> }[],
  { duration, rounds, connections, warmup = 2 }: LoadOptions,
): Promise<Measure[]> {
  for (const t of targets) await loadOnce(t.url, warmup, connections, t.headers);
  const runs = targets.map(() => [] as { rps: number; p99: number }[]);
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) {
      runs[i]!.push(await loadOnce(t.url, duration, connections, t.headers));
    }
  }
  return targets.map((t, i) => ({
    name: t.name,
    rps: median(runs[i]!.map((r) => r.rps)),
    p99: median(runs[i]!.map((r) => r.p99)),
  }));
}

/**
 * What a site process's memory is made of, as one phrase: its V8 heap (held
 * and in use) and the memory V8 knows outside it, read from the site's own
 * /metrics (open to the machine itself). Undefined when it cannot be read.
 */
export async function heapOf(siteUrl: string): Promise<string | undefined> {
  const text = await fetch(`${siteUrl}/metrics`).then(
    (response) => (response.ok ? response.text() : ''),
    () => '',
  );
  const mb = (name: string) => {
    const value = new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
    return value === undefined ? '?' : (Number(value) / 2 ** 20).toFixed(0);
  };
  if (text === '') return undefined;
  return `V8 heap ${mb('nodejs_heap_size_total_bytes')} MB held, ${mb('nodejs_heap_size_used_bytes')} MB in use; outside it ${mb('nodejs_external_memory_bytes')} MB`;
}
