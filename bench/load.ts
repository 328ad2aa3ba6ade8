// Load benchmark: the site's GET /api/versions/current and /api/translations/
// against a bare Fastify JSON route in the same run, each in its own process. The two are loaded one
// after the other in alternating rounds and compared by their medians, so a
// burst of other work on the machine does not land on one side only.
// Budget: the site keeps at least half the bare route's throughput.
// Then, each with its own budgets: pings, account creation under attack
// (accounts.ts), the encyclopedia's pages, the translation centre's import and
// save, the library's list at 100,000 contents, every public GET the pages
// call at that size (public-gets.ts) and the translation editor in the
// browser. As in production: the site logs at info to a file, 50
// connections.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { accountCreationUnderLoad } from './accounts.ts';
import { encyclopediaUnderLoad } from './encyclopedia.ts';
import { pingIngestion } from './pings.ts';
import {
  ADMIN_PASSWORD,
  compareThroughput,
  freePort,
  root,
  runBenchmark,
  start,
  startSite,
  waitFor,
} from './site.ts';
import { translationCentreBenchmark } from './translations.ts';

const BUDGET_RATIO = 0.5;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;

/** The site's routes and the bare route compared in alternating rounds (site.ts). */
const compare = (targets: { name: string; url: string }[]) =>
  compareThroughput(targets, { duration: DURATION_S, rounds: ROUNDS, connections: CONNECTIONS });

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-bench-'));
  const [sitePort, barePort] = [await freePort(), await freePort()];
  const site = startSite(sitePort, dataDir, ADMIN_PASSWORD, {
    // Each creation comes from an address of its own (X-Forwarded-For).
    TRUST_PROXY: 'true',
    // Solving 21 captchas at the site's default cost would only slow the benchmark down.
    CAPTCHA_COST: '1000',
  });
  const bare = start(
    ['bench/bare-server.ts'],
    { PORT: String(barePort) },
    path.join(dataDir, 'bare.log'),
  );
  try {
    await waitFor(`http://127.0.0.1:${sitePort}/healthz`);
    await waitFor(`http://127.0.0.1:${barePort}/bare`);
    const siteUrl = `http://127.0.0.1:${sitePort}`;
    const measures = await compare([
      { name: 'GET /api/versions/current', url: `${siteUrl}/api/versions/current?language=en` },
      { name: 'GET /api/translations/', url: `${siteUrl}/api/translations/?language=en` },
      { name: 'bare Fastify route', url: `http://127.0.0.1:${barePort}/bare` },
    ]);
    const yardstick = measures.at(-1)!;
    console.log(
      `\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_S} s, medians\n`,
    );
    for (const m of measures) {
      console.log(`${m.name.padEnd(28)} ${m.rps.toFixed(0).padStart(8)} req/s   p99 ${m.p99} ms`);
    }
    let ratiosOk = true;
    for (const m of measures.slice(0, -1)) {
      const ratio = m.rps / yardstick.rps;
      ratiosOk &&= ratio >= BUDGET_RATIO;
      console.log(
        `${m.name}: ratio ${ratio.toFixed(2)} (budget >= ${BUDGET_RATIO}): ${ratio >= BUDGET_RATIO ? 'PASS' : 'FAIL'}`,
      );
    }
    const pingsOk = await pingIngestion(
      siteUrl,
      { login: 'admin', password: ADMIN_PASSWORD },
      DURATION_S,
    );
    const accountsOk = await accountCreationUnderLoad(siteUrl);
    const tools = { root, compare, start, waitFor, freePort };
    const encyclopediaOk = await encyclopediaUnderLoad(tools, siteUrl, dataDir);
    const translationsOk = await translationCentreBenchmark();
    // Each in a process of its own: the library's list at 100,000 contents on
    // both databases, and the translation editor in the browser.
    const libraryOk = await runBenchmark('bench/library.ts');
    const publicGetsOk = await runBenchmark('bench/public-gets.ts');
    const editorOk = await runBenchmark('bench/editor.ts');
    const allOk = [
      ratiosOk,
      pingsOk,
      accountsOk,
      encyclopediaOk,
      translationsOk,
      libraryOk,
      publicGetsOk,
      editorOk,
    ];
    process.exitCode = allOk.every(Boolean) ? 0 : 1;
  } finally {
    site.kill('SIGTERM');
    bare.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
