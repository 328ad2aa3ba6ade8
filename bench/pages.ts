// The rendering server under load: the library's list (/library) rendered
// anew for every request (each asks for a search of its own, `q`, so the page
// cache never answers; the culture page reads no parameter, so no address of
// it misses the cache), then the culture page (/encyclopedia/norman) and the
// list from the page cache, against a bare Fastify route sending the very same
// bytes (bench/bare-bytes.ts), each in its own process, in alternating rounds
// compared by their medians. As in production: the site serves a build made
// beforehand (WEB_DIST_DIR, default apps/web/dist), logs at info to a file, 50
// connections. Prints requests/s, p99 and the ratio to the bare route.
// The CPU time the site's process spends per answer is read from /proc
// around each round (user + system, all its threads).
// Then bench/render-cpu.ts: each render of the culture page and the library's
// first page, one at a time, its CPU time read in the process itself.
// Budgets (exits non-zero over one): a page from the cache at least half the
// bare route's throughput; a render anew at most 5 ms of CPU on average under
// load, and at most 5 ms at the median one at a time (render-cpu.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { BareAnswer } from './bare-bytes.ts';
import {
  ADMIN_PASSWORD,
  freePort,
  pinForLoad,
  root,
  runBenchmark,
  start,
  startSite,
  waitFor,
} from './site.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
/** Each page, and the parameter it reads that makes every request a render anew. */
const PAGES: { path: string; reads?: string }[] = [
  { path: '/encyclopedia/norman' },
  { path: '/library', reads: 'q' },
];
/** A cached page keeps at least this share of the bare route's throughput. */
const BUDGET_RATIO = 0.5;
/** The most CPU time a render anew may cost the site, on average, in ms. */
const RENDER_CPU_BUDGET_MS = 5;

const CLOCK_TICKS_PER_S =
  Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/** The CPU time (user + system, every thread) a process has used so far, in ms (Linux). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // After the command's name (in parentheses): state, then fields 4 to 52; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S;
}

interface Target {
  name: string;
  url: string;
  /** Every request asks for an address of its own with this parameter, so no cache can answer it. */
  unique?: string;
  /** The serving process, whose CPU time per answer is measured. */
  pid?: number;
}

interface Round {
  rps: number;
  p99: number;
  /** CPU ms of the serving process per answer, when its pid is known. */
  cpu?: number;
}

interface Measure extends Round {
  name: string;
}

async function load(target: Target, duration: number): Promise<Round> {
  let n = 0;
  const url = new URL(target.url);
  // Renders still queued from the round before are served first, and the page is in the cache.
  if (!target.unique) await fetch(target.url);
  const cpuBefore = target.pid === undefined ? 0 : cpuMs(target.pid);
  const result = await autocannon({
    url: target.url,
    connections: CONNECTIONS,
    duration,
    // 50 renders queued behind each other can outlast autocannon's 10 s.
    timeout: 60,
    requests: target.unique
      ? [
          {
            setupRequest: (request) => ({
              ...request,
              path: `${url.pathname}?lang=en&${target.unique}=render-${Date.now()}-${n++}`,
            }),
          },
        ]
      : undefined,
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${target.url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  const cpu =
    target.pid === undefined ? undefined : (cpuMs(target.pid) - cpuBefore) / result.requests.total;
  return { rps: result.requests.average, p99: result.latency.p99, cpu };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function compare(targets: Target[]): Promise<Measure[]> {
  for (const t of targets) await load(t, 2); // warm-up
  const runs = targets.map(() => [] as Round[]);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, t] of targets.entries()) runs[i]!.push(await load(t, DURATION_S));
  }
  return targets.map((t, i) => ({
    name: t.name,
    rps: median(runs[i]!.map((r) => r.rps)),
    p99: median(runs[i]!.map((r) => r.p99)),
    cpu: t.pid === undefined ? undefined : median(runs[i]!.map((r) => r.cpu ?? 0)),
  }));
}

async function main(): Promise<void> {
  console.log(pinForLoad());
  const webDist = path.resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
  if (!existsSync(path.join(webDist, '.ssr', 'entry-server.js'))) {
    throw new Error(`no build in ${webDist}: build the web app first (npm run build -w apps/web)`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-bench-pages-'));
  const [sitePort, barePort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const site = startSite(sitePort, dataDir, ADMIN_PASSWORD, {
    WEB_DIST_DIR: webDist,
    PUBLIC_URL: siteUrl,
    // Every render anew comes from this one address: the budget is not what is measured.
    PAGE_RENDERS_PER_MINUTE: '1000000',
  });
  const { pid } = site;
  let finished = false;
  site.on('exit', (code, signal) => {
    if (!finished) console.error(`the site stopped during the run (${code ?? signal})`);
  });
  let bare: ReturnType<typeof start> | undefined;
  try {
    // Seeding the demo content on a busy machine can outlast one wait.
    await waitFor(`${siteUrl}/healthz`).catch(() => waitFor(`${siteUrl}/healthz`));
    // The bare route sends each page as the site renders it, byte for byte.
    const bodies: Record<string, BareAnswer> = {};
    for (const [i, { path: page }] of PAGES.entries()) {
      const response = await fetch(`${siteUrl}${page}?lang=en`);
      if (!response.ok) throw new Error(`${page}: ${response.status}`);
      bodies[`page${i}`] = { type: 'text/html; charset=utf-8', body: await response.text() };
    }
    const bodiesFile = path.join(dataDir, 'bare-pages.json');
    writeFileSync(bodiesFile, JSON.stringify(bodies));
    bare = start(
      ['bench/bare-bytes.ts'],
      { PORT: String(barePort), BARE_ANSWERS: bodiesFile },
      path.join(dataDir, 'bare.log'),
    );
    await waitFor(`http://127.0.0.1:${barePort}/page0`);
    const targets: Target[] = PAGES.flatMap(({ path: page, reads }, i) => [
      ...(reads
        ? [{ name: `${page} rendered`, url: `${siteUrl}${page}?lang=en`, unique: reads, pid }]
        : []),
      { name: `${page} from cache`, url: `${siteUrl}${page}?lang=en`, pid },
      { name: `bare route, same bytes`, url: `http://127.0.0.1:${barePort}/page${i}` },
    ]);
    const measures = await compare(targets);
    const cpu = (m: Measure) => (m.cpu === undefined ? '' : m.cpu.toFixed(2));
    console.log(
      `\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s, medians\n`,
    );
    console.log('| page | req/s | p99 ms | ratio to bare | CPU ms per answer |');
    console.log('| --- | ---: | ---: | ---: | ---: |');
    const over: string[] = [];
    let next = 0;
    for (const [i, { path: page, reads }] of PAGES.entries()) {
      const rows = measures.slice(next, (next += reads ? 3 : 2));
      const [cached, yardstick] = rows.slice(-2) as [Measure, Measure];
      const size = (Buffer.byteLength(bodies[`page${i}`]!.body) / 1024).toFixed(1);
      for (const m of rows) {
        const ratio = (m.rps / yardstick.rps).toFixed(3);
        const name = m === yardstick ? `${page}: bare route (${size} kB)` : m.name;
        console.log(`| ${name} | ${m.rps.toFixed(0)} | ${m.p99} | ${ratio} | ${cpu(m)} |`);
      }
      const rendered = reads ? rows[0] : undefined;
      if (rendered?.cpu !== undefined && rendered.cpu > RENDER_CPU_BUDGET_MS) {
        over.push(`${rendered.name}: ${cpu(rendered)} ms of CPU a render`);
      }
      if (cached.rps / yardstick.rps < BUDGET_RATIO) {
        over.push(`${cached.name}: ratio ${(cached.rps / yardstick.rps).toFixed(3)}`);
      }
    }
    if (over.length > 0) {
      console.log(
        `\nOver budget (cached page >= ${BUDGET_RATIO} of the bare route, render <= ${RENDER_CPU_BUDGET_MS} ms of CPU):`,
      );
      for (const line of over) console.log(`- ${line}`);
      process.exitCode = 1;
    } else {
      console.log(
        `\nWithin budget (cached page >= ${BUDGET_RATIO} of the bare route, render <= ${RENDER_CPU_BUDGET_MS} ms of CPU): PASS`,
      );
    }
    finished = true;
  } finally {
    site.kill('SIGTERM');
    bare?.kill('SIGTERM');
    // The site's log stays for a run that failed.
    if (!finished || process.exitCode) console.log(`site log kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
if (!(await runBenchmark('bench/render-cpu.ts'))) process.exitCode = 1;
