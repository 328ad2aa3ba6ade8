// Every public GET the site's pages call, as a visitor's pages ask them (no
// token, the encodings a browser reads: large answers arrive compressed), at
// a realistic size: 100,000 library contents by 50,000 members, 7
// cultures of about 200 encyclopedia items, 24 languages of 63 translation
// files. The data goes straight into a new database (after its migrations
// and the site's own seeds), then the site starts on it as production runs it
// (logs at info to a file, no Redis), with a bare Fastify route sending the
// very same bytes as each row (bench/bare-bytes.ts) in a process of its own
// as the yardstick; both servers on one core, the load generator on the
// other (site.ts pinForLoad). Budgets, for every row, 50 connections:
//   - throughput at least half its bare twin's, measured in short
//     alternating rounds with it after every row has run for a while (most
//     answers come from the site's cached API answers, as in production);
//   - p99 latency at most 10 ms at a steady 1,000 requests/s, sent open-loop
//     on a fixed schedule and timed from when each was due (steady-rate.ts),
//     the median of three runs.
// And once every row is measured: the site process's resident memory (VmRSS)
// at most 300 MB, then again after 100,000 distinct addresses (every row with
// a parameter of its own, as crawlers and cache-busters ask): the caches'
// limits bound the process, compressed copies included.
// Not budgeted, also printed: the first answer after the start, and an answer
// the cached API answers cannot give (a query parameter of its own).
//   npm run bench:gets -w bench
// DATABASES=sqlite,postgres (the default) chooses the databases;
// BENCH_WARM (s per row before the measures, default 2), BENCH_DURATION (s,
// default 1), BENCH_ROUNDS (default 6), BENCH_RATE_DURATION (s, default 3)
// and BENCH_RATE_RUNS (default 3) lengthen the measures. PostgreSQL:
// BENCH_POSTGRES_URL, a server where a scratch database may be created.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { LIBRARY_SORTS } from '@millenaire/contracts/library';
import type { DialectName } from '../apps/server/src/db/connect.ts';
import { RARE_WORD, withScratchPostgres } from './library.ts';
import {
  ADMIN_PASSWORD,
  askAsBrowser,
  BROWSER_HEADERS,
  compareThroughput,
  freePort,
  heapOf,
  loadOnce,
  median,
  pinForLoad,
  start,
  startSite,
  type BrowserAnswer,
  type Measure,
  waitFor,
} from './site.ts';
import { counts, PLAYER, seed } from './public-gets-data.ts';
import { SITE_SEARCH_BUDGET_P99_MS, typingSearches } from './site-search.ts';
import { steadyRate } from './steady-rate.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 1);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
/** Seconds of load on every row, one after the other, before any is measured. */
const WARM_S = Number(process.env.BENCH_WARM ?? 2);
const RATE_DURATION_S = Number(process.env.BENCH_RATE_DURATION ?? 3);
const RATE_RUNS = Number(process.env.BENCH_RATE_RUNS ?? 3);
const DATABASES = (process.env.DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim());
const CONNECTIONS = 50;
const RATE = 1_000;
const BUDGET_RATIO = 0.4;
const BUDGET_P99_MS = 10;
/** The site process's resident memory once every measure is done. */
const BUDGET_RSS_MB = 300;
/** Answers the cached API answers cannot give: the median of this many, each its own address. */
const UNCACHED_ASKS = 5;
/** Distinct addresses asked once each before the memory is read again. */
const DISTINCT_ADDRESSES = Number(process.env.BENCH_DISTINCT ?? 100_000);

// The site runs on the database chosen here, without Redis.
delete process.env.DATABASE_URL;
delete process.env.REDIS_URL;

interface Row {
  name: string;
  path: string;
}

/** The addresses the web app's pages ask, in English (library content: `contentId`). */
function rows(contentId: number): Row[] {
  const library = (query: string) => `/api/library/contents/?language=en&page=${query}`;
  return [
    { name: 'versions: current', path: '/api/versions/current?language=en' },
    { name: 'versions: list', path: '/api/versions/?language=en' },
    { name: 'translation status', path: '/api/translations/?language=en' },
    { name: 'advancements: list', path: '/api/advancements/?language=en' },
    { name: "advancements: a player's", path: `/api/advancements/players/${PLAYER}` },
    { name: 'hall of fame', path: '/api/hof/?language=en' },
    { name: 'encyclopedia: cultures', path: '/api/encyclopedia/?language=en' },
    { name: 'encyclopedia: a culture', path: '/api/encyclopedia/norman?language=en' },
    { name: 'encyclopedia: a type', path: '/api/encyclopedia/norman/buildings?language=en' },
    {
      name: 'encyclopedia: an item',
      path: '/api/encyclopedia/norman/buildings/item102?language=en',
    },
    { name: 'encyclopedia: index', path: '/api/encyclopedia/contentindex/?language=en' },
    ...LIBRARY_SORTS.map((sort) => ({
      name: `library: ${sort} p1`,
      path: library(`1&sort=${sort}`),
    })),
    { name: 'library: category+culture', path: library('1&sort=recent&category=1&culture=2') },
    { name: 'library: p500', path: library('500&sort=recent') },
    { name: `library: q=${RARE_WORD}`, path: library(`1&sort=recent&q=${RARE_WORD}`) },
    { name: 'library: a content', path: `/api/library/contents/${contentId}?language=en` },
    { name: 'translation centre: fr files', path: '/api/translationsapp/latestfiles/fr' },
    {
      name: 'translation centre: search fr',
      path: '/api/translationsapp/search/fr?q=village',
    },
    { name: `site search: ${RARE_WORD}`, path: `/api/search?q=${RARE_WORD}&language=en` },
    { name: 'site search: farm', path: '/api/search?q=farm&language=en' },
  ];
}

/**
 * p99 latency (ms) at a steady RATE requests/s and the rate reached (open-loop,
 * each request timed from when it was due: steady-rate.ts), medians of
 * RATE_RUNS runs, and each run's p99: a pause of the machine itself (the bare
 * route has them too) then spoils one run, not the row.
 */
async function atRate(url: string): Promise<{ p99: number; rps: number; p99s: number[] }> {
  const runs: { p99: number; rps: number }[] = [];
  for (let i = 0; i < RATE_RUNS; i++) {
    const result = await steadyRate(url, {
      rate: RATE,
      durationS: RATE_DURATION_S,
      connections: CONNECTIONS,
      headers: BROWSER_HEADERS,
    });
    if (result.failed > 0) throw new Error(`${url}: ${result.failed} failed or non-2xx answers`);
    runs.push(result);
  }
  const p99s = runs.map((run) => run.p99);
  return { p99: median(p99s), rps: median(runs.map((run) => run.rps)), p99s };
}

const rss = (pid: number | undefined) =>
  /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];

const runsOf = ({ p99s }: { p99s: number[] }) => p99s.map((p99) => p99.toFixed(1)).join(', ');

/**
 * Asks `count` distinct addresses once each, 50 at a time, as a browser does
 * (every row in turn, each with a parameter of its own, the searches aside:
 * each one costs a search), so every answer is made and cached anew.
 */
async function distinctAddresses(siteUrl: string, list: Row[], count: number): Promise<number> {
  const paths = list.filter((row) => !/[?&]q=/.test(row.path)).map((row) => row.path);
  let asked = 0;
  const next = () => {
    const base = paths[asked % paths.length]!;
    asked += 1;
    return `${base}${base.includes('?') ? '&' : '?'}distinct=${asked}`;
  };
  const result = await autocannon({
    url: siteUrl,
    connections: CONNECTIONS,
    amount: count,
    headers: { ...BROWSER_HEADERS },
    requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `distinct addresses: ${result.non2xx} non-2xx answers, ${result.errors} errors`,
    );
  }
  return result.requests.total;
}

const ms = (value: number | undefined) => (value === undefined ? 'error' : value.toFixed(1));

/** Runs the rows on one database; answers the rows over budget. */
async function run(dialect: DialectName, databaseUrl: string | undefined): Promise<string[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-bench-gets-'));
  const [sitePort, barePort] = [await freePort(), await freePort()];
  const siteUrl = `http://127.0.0.1:${sitePort}`;
  const load = (what: string) =>
    `${what}: load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')}`;
  console.log(`\n${dialect}: ${load('before seeding')}`);
  const seeding = performance.now();
  const contentId = await seed(dataDir, databaseUrl);
  const seedSeconds = (performance.now() - seeding) / 1000;
  console.log(
    `${dialect}: seeded in ${seedSeconds.toFixed(1)} s: ${await counts(dataDir, databaseUrl)}`,
  );

  const site = startSite(
    sitePort,
    dataDir,
    ADMIN_PASSWORD,
    databaseUrl ? { DATABASE_URL: databaseUrl } : {},
  );
  let bare: ReturnType<typeof start> | undefined;
  let finished = false;
  try {
    await waitFor(`${siteUrl}/healthz`).catch(() => waitFor(`${siteUrl}/healthz`));
    // The first answer of each row after the start: nothing kept yet.
    const list = rows(contentId);
    const first = new Map<string, BrowserAnswer>();
    for (const row of list) first.set(row.name, await askAsBrowser(`${siteUrl}${row.path}`));
    // Each row's bare twin sends the very answer the site sent, at /row<i>.
    const answersFile = path.join(dataDir, 'bare-answers.json');
    writeFileSync(
      answersFile,
      JSON.stringify(
        Object.fromEntries(list.map((row, i) => [`row${i}`, first.get(row.name)!.answer])),
      ),
    );
    bare = start(
      ['bench/bare-bytes.ts'],
      { PORT: String(barePort), BARE_ANSWERS: answersFile },
      path.join(dataDir, 'bare.log'),
    );
    const bareUrl = (i: number) => `http://127.0.0.1:${barePort}/row${i}`;
    await waitFor(bareUrl(0));
    // Answers the cached API answers cannot give: an unknown parameter of their own each time.
    const uncached = new Map<string, number | undefined>();
    for (const row of list) {
      const times: (number | undefined)[] = [];
      for (let i = 0; i < UNCACHED_ASKS; i++) {
        const mark = row.path.includes('?') ? '&' : '?';
        times.push((await askAsBrowser(`${siteUrl}${row.path}${mark}fresh=${Date.now()}-${i}`)).ms);
      }
      const ok = times.filter((t): t is number => t !== undefined);
      uncached.set(row.name, ok.length === times.length ? median(ok) : undefined);
    }

    const typing = await typingSearches(siteUrl);

    // The site as it runs for days: every row under load for a while, one
    // after the other, before any is measured. Its code is optimised for what
    // it does as a whole (a freshly started site reads a fifth of the bare
    // route in its first second and keeps climbing for about ten), and no row
    // is measured in a process that has served that row alone.
    for (const row of list) {
      await loadOnce(`${siteUrl}${row.path}`, WARM_S, CONNECTIONS, BROWSER_HEADERS);
    }
    // Throughput: each row and its bare twin in short alternating rounds, so
    // the machine's slower and faster spells fall on both sides alike.
    const throughput = new Map<string, { site: Measure; bare: Measure }>();
    for (const [i, row] of list.entries()) {
      const [ours, yardstick] = await compareThroughput(
        [
          { name: row.name, url: `${siteUrl}${row.path}`, headers: BROWSER_HEADERS },
          { name: 'bare', url: bareUrl(i), headers: BROWSER_HEADERS },
        ],
        { duration: DURATION_S, rounds: ROUNDS, connections: CONNECTIONS, warmup: 1 },
      );
      throughput.set(row.name, { site: ours!, bare: yardstick! });
    }
    const rate = new Map<string, Awaited<ReturnType<typeof atRate>>>();
    for (const row of list) rate.set(row.name, await atRate(`${siteUrl}${row.path}`));
    // What this machine allows: the first row's bare twin at the same steady rate.
    const bareRate = await atRate(bareUrl(0));
    const bareBytes = first.get(list[0]!.name)!.bytes;
    const bareRps = throughput.get(list[0]!.name)!.bare.rps;
    const memory = rss(site.pid);
    const heap = await heapOf(siteUrl);
    const distinctStart = performance.now();
    const distinctAsked = await distinctAddresses(siteUrl, list, DISTINCT_ADDRESSES);
    const distinctSeconds = (performance.now() - distinctStart) / 1000;
    const memoryAfterDistinct = rss(site.pid);
    const heapAfterDistinct = await heapOf(siteUrl);
    console.log(`${dialect}: ${load('after the measures')}`);

    console.log(
      `\n${dialect}: ${CONNECTIONS} connections; throughput ${ROUNDS} alternating rounds of ${DURATION_S} s with the bare route, medians; p99 at ${RATE} req/s, median of ${RATE_RUNS} runs of ${RATE_DURATION_S} s (each run's in brackets). Budgets: ratio >= ${BUDGET_RATIO}, p99 <= ${BUDGET_P99_MS} ms. First and uncached answers: one client, not budgeted.\n`,
    );
    console.log(
      '| row | bytes sent | req/s | bare req/s | ratio | p99 at 1,000 req/s (ms) | first answer (ms) | uncached (ms) | result |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    const over: string[] = [];
    for (const row of list) {
      const { site: ours, bare: yardstick } = throughput.get(row.name)!;
      const ratio = ours.rps / yardstick.rps;
      const steady = rate.get(row.name)!;
      const problems = [
        ...(ratio < BUDGET_RATIO ? [`ratio ${ratio.toFixed(2)}`] : []),
        ...(steady.p99 > BUDGET_P99_MS
          ? [`p99 ${steady.p99.toFixed(1)} ms (${runsOf(steady)})`]
          : []),
        // A steady rate the site could not keep up with is over budget too.
        ...(steady.rps < RATE * 0.9 ? [`${steady.rps.toFixed(0)} req/s reached`] : []),
      ];
      if (problems.length > 0) over.push(`${dialect} ${row.name}: ${problems.join(', ')}`);
      const sent = first.get(row.name)!;
      console.log(
        `| ${row.name} | ${sent.bytes}${sent.answer.encoding ? ` ${sent.answer.encoding}` : ''} | ${ours.rps.toFixed(0)} | ${yardstick.rps.toFixed(0)} | ${ratio.toFixed(2)} | ${steady.p99.toFixed(1)} (${runsOf(steady)}) | ${ms(first.get(row.name)!.ms)} | ${ms(uncached.get(row.name))} | ${problems.length === 0 ? 'PASS' : 'FAIL'} |`,
      );
    }
    console.log(
      `| bare twin of "${list[0]!.name}" (yardstick, not budgeted) | ${bareBytes} | | ${bareRps.toFixed(0)} | 1.00 | ${bareRate.p99.toFixed(1)} (${runsOf(bareRate)}) | | | |`,
    );
    const typingOk = typing.p99 <= SITE_SEARCH_BUDGET_P99_MS;
    if (!typingOk)
      over.push(`${dialect} site search as one types: p99 ${typing.p99.toFixed(1)} ms`);
    console.log(
      `\n${dialect}: site search as one types, ${typing.asks} prefixes never kept, one typist: median ${typing.median.toFixed(1)} ms, p99 ${typing.p99.toFixed(1)} ms (budget <= ${SITE_SEARCH_BUDGET_P99_MS} ms): ${typingOk ? 'PASS' : 'FAIL'}`,
    );
    const memoryMb = memory === undefined ? undefined : Number(memory) / 1024;
    const memoryOk = memoryMb !== undefined && memoryMb <= BUDGET_RSS_MB;
    if (!memoryOk) over.push(`${dialect} site process memory: ${memoryMb?.toFixed(0)} MB`);
    console.log(
      `\n${dialect}: seeding ${seedSeconds.toFixed(1)} s; site process memory (VmRSS) at the end ${memoryMb === undefined ? 'unknown' : `${memoryMb.toFixed(0)} MB`}${heap ? ` (${heap})` : ''} (budget <= ${BUDGET_RSS_MB} MB): ${memoryOk ? 'PASS' : 'FAIL'}`,
    );
    const distinctMb =
      memoryAfterDistinct === undefined ? undefined : Number(memoryAfterDistinct) / 1024;
    const distinctOk = distinctMb !== undefined && distinctMb <= BUDGET_RSS_MB;
    if (!distinctOk) {
      over.push(
        `${dialect} memory after ${distinctAsked} distinct addresses: ${distinctMb?.toFixed(0)} MB`,
      );
    }
    console.log(
      `${dialect}: after ${distinctAsked} distinct addresses (${(distinctAsked / distinctSeconds).toFixed(0)} req/s) ${distinctMb === undefined ? 'unknown' : `${distinctMb.toFixed(0)} MB`}${heapAfterDistinct ? ` (${heapAfterDistinct})` : ''} (budget <= ${BUDGET_RSS_MB} MB): ${distinctOk ? 'PASS' : 'FAIL'}`,
    );
    finished = true;
    return over;
  } finally {
    site.kill('SIGTERM');
    bare?.kill('SIGTERM');
    if (site.exitCode === null) await new Promise((resolve) => site.once('exit', resolve));
    // The site's log stays for a run that failed.
    if (finished) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`site log kept in ${dataDir}`);
  }
}

console.log(pinForLoad());
const over: string[] = [];
for (const name of DATABASES) {
  if (name === 'sqlite') over.push(...(await run('sqlite', undefined)));
  else if (name === 'postgres')
    over.push(...(await withScratchPostgres((url) => run('postgres', url))));
  else throw new Error(`DATABASES: unknown database ${name} (sqlite, postgres)`);
}
if (over.length > 0) {
  console.log(`\npublic GETs: OVER BUDGET\n  ${over.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('\npublic GETs: within budget');
}
