// The public pages as a slow phone sees them: Lighthouse's default mobile
// settings (simulated slow 4G, 4x CPU slowdown) on Debian's Chromium, each
// page in English and French, on the site served from a build made
// beforehand (WEB_DIST_DIR, default apps/web/dist) over a new data folder with
// the demo content. Each row is run LIGHTHOUSE_RUNS times (3 by default): the
// table gives the median and the worst, with Lighthouse's benchmark index and
// the machine's load average at each run, so a figure from a quiet minute is
// told from one taken on a busy machine. After each run of a page the same
// page is audited without its scripts (bench/without-scripts.ts): the floor
// this machine gives any page of that HTML at that minute, so what the scripts
// add is told from what the machine does anyway. Checks every row against the
// budgets and exits non-zero listing every row over budget.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { ADVANCEMENT_KEYS } from '@millenaire/contracts/advancements';
import { pingFields } from '@millenaire/modfiles';
import { CHROMIUM } from '../e2e/server.ts';
import { overBudget, printTable, rowOf, type Row, type Run } from './lighthouse-rows.ts';
import { ADMIN_PASSWORD, freePort, root, startSite, waitFor } from './site.ts';
import { startFront, WITHOUT_SCRIPTS } from './without-scripts.ts';

/** Runs per page and language. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

/** How long a newly started browser is left to settle before an audit. */
const BROWSER_SETTLE_MS = 3000;

/** Debian's Chromium with a DevTools port, never a downloaded browser. */
async function launchChromium(): Promise<{ port: number; process: ChildProcess; profile: string }> {
  const profile = mkdtempSync(path.join(tmpdir(), 'millenaire-lighthouse-profile-'));
  const port = await freePort();
  const child = spawn(
    CHROMIUM.executablePath,
    [
      ...CHROMIUM.args,
      '--disable-default-apps',
      '--disable-extensions',
      '--mute-audio',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    // A process group of its own, so that its helpers (zygote, GPU, network,
    // renderers) can be ended and waited for with it.
    { stdio: 'ignore', detached: true },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`);
  // A browser that has just started is still starting its own parts for a
  // moment (renderers forked, its interface's renderer loading), on the cores
  // the audited page needs; a phone's browser is running before the page is
  // opened, so the audit begins once that has passed.
  await new Promise((resolve) => setTimeout(resolve, BROWSER_SETTLE_MS));
  return { port, process: child, profile };
}

/**
 * Ends a browser and every helper of its process group, and waits until the
 * last one is gone: helpers that outlive the browser by a moment still write
 * into its profile, which then could not be removed.
 */
async function endGroup(pid: number): Promise<void> {
  // Members of the group still running (a zombie is dead and writes nothing).
  const running = () =>
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .some((name) => {
        try {
          // pid (comm) state ppid pgrp ...: comm may hold spaces, so read after its ')'.
          const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
          const [state, , group] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
          return Number(group) === pid && state !== 'Z';
        } catch {
          return false;
        }
      });
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; running(); waited += 50) {
    if (waited === 10_000) process.kill(-pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const score = (category: { score: number | null } | undefined) =>
  Math.round((category?.score ?? 0) * 100);

/** One Lighthouse run in a browser of its own (a reused one loses traces: NO_NAVSTART). */
async function audit(url: string): Promise<Run> {
  const load = loadavg()[0] ?? 0;
  const chromium = await launchChromium();
  const result = await lighthouse(url, {
    port: chromium.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'seo'],
  }).finally(async () => {
    await endGroup(chromium.process.pid!);
    rmSync(chromium.profile, { recursive: true, force: true });
  });
  if (!result) throw new Error(`${url}: Lighthouse gave no result`);
  const { lhr } = result;
  // LIGHTHOUSE_REPORTS=<folder> keeps each run's full report, to see why a figure is what it is.
  if (process.env.LIGHTHOUSE_REPORTS) {
    mkdirSync(process.env.LIGHTHOUSE_REPORTS, { recursive: true });
    const name =
      new URL(url).pathname.replace(/\W+/g, '_') + new URL(url).search.replace(/\W+/g, '_');
    writeFileSync(
      path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.json`),
      result.report as string,
    );
    // The trace, to open in the browser's performance panel.
    writeFileSync(
      path.join(process.env.LIGHTHOUSE_REPORTS, `${name}.trace.json`),
      JSON.stringify(result.artifacts.Trace),
    );
  }
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const resources = (lhr.audits['resource-summary']?.details as {
    items?: { resourceType: string; transferSize: number }[];
  }) ?? { items: [] };
  const findings = (['accessibility', 'seo'] as const).flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    performance: score(lhr.categories.performance),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: resources.items?.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    accessibility: score(lhr.categories.accessibility),
    seo: score(lhr.categories.seo),
    findings,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    load,
  };
}

/**
 * Lighthouse sometimes fails to record a page load's trace (NO_NAVSTART,
 * NO_FCP on a busy machine): such a run measured nothing, so it is run again,
 * twice at most; any other failure stops the benchmark.
 */
async function auditWithRetry(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      const traceLost = /NO_NAVSTART|NO_FCP|recording the trace/.test(String(error));
      if (!traceLost || attempt === 3) throw error;
      process.stderr.write(`${url}: ${String(error)}; again\n`);
    }
  }
}

/** The player whose advancements page is audited: the demo has none until the mod pings. */
const PLAYER = 'Kinniken';

/** The mod's statistics ping of one installation, which makes its player's page exist. */
async function pingAsPlayer(siteUrl: string, login: string): Promise<void> {
  const params = pingFields(
    {
      uid: String(Date.now()),
      version: '8.1.2',
      mode: 's',
      lang: 'en',
      backuplang: 'fr',
      nbplayers: 1,
      os: 'Linux',
      totalexp: '100',
      survival: ADVANCEMENT_KEYS.filter((_, i) => i % 2 === 0),
      creative: [],
      login,
    },
    ADVANCEMENT_KEYS,
  );
  const answer = await fetch(`${siteUrl}/php/mlnuse.php?${new URLSearchParams(params)}`);
  if (!answer.ok) throw new Error(`the ping as ${login} was answered ${answer.status}`);
}

async function main(): Promise<void> {
  const webDist = path.resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`no build in ${webDist}: build the web app first (npm run build -w apps/web)`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-lighthouse-'));
  const port = await freePort();
  const siteUrl = `http://127.0.0.1:${port}`;
  // A phone does not serve the pages it loads: here the site shares the cores
  // with the browser, so it runs at a lower priority and answering the page's
  // requests does not take the CPU from the page's main thread. Other work on
  // the machine (the unit tests beside it) keeps the browser's priority.
  const site = startSite(
    port,
    dataDir,
    ADMIN_PASSWORD,
    { WEB_DIST_DIR: webDist, PUBLIC_URL: siteUrl },
    { nice: 10 },
  );
  let finished = false;
  let front: Server | undefined;
  site.on('exit', (code, signal) => {
    if (!finished) console.error(`the site stopped during the run (${code ?? signal})`);
  });
  try {
    // Seeding the demo content on a busy machine can outlast one wait.
    await waitFor(`${siteUrl}/healthz`).catch(() => waitFor(`${siteUrl}/healthz`));
    // A library content of the demo, whichever number it was given.
    const library = (await (await fetch(`${siteUrl}/api/library/contents?language=en`)).json()) as {
      contents: { contentid: number }[];
    };
    const contentId = library.contents[0]?.contentid;
    if (contentId === undefined) throw new Error('the demo library has no content');
    await pingAsPlayer(siteUrl, PLAYER);
    const pages = [
      '/',
      '/history',
      '/encyclopedia',
      '/encyclopedia/norman',
      '/encyclopedia/norman/villagers/farmer',
      '/encyclopedia/indian/buildings/stepwell',
      '/library',
      `/library/${contentId}`,
      '/advancements',
      `/advancements/${PLAYER}`,
    ].filter((page) => !process.env.PAGES || process.env.PAGES.split(',').includes(page));
    // Each page is audited through a front that also serves it without its
    // scripts, the reference audited right after it (bench/without-scripts.ts).
    const frontPort = await freePort();
    front = await startFront(siteUrl, frontPort);
    const frontUrl = `http://127.0.0.1:${frontPort}`;
    const rows: Row[] = [];
    for (const page of pages) {
      for (const language of ['en', 'fr']) {
        const runs = [];
        const references = [];
        const address = `${page}?lang=${language}`;
        for (let i = 0; i < RUNS; i++) {
          // As most visitors find a page: rendered once already, answered from the page cache
          // (bench/pages.ts measures the render itself).
          const warm = await fetch(`${siteUrl}${address}`);
          if (!warm.ok) throw new Error(`${address}: ${warm.status}`);
          runs.push(await auditWithRetry(`${frontUrl}${address}`));
          references.push(await auditWithRetry(`${frontUrl}${WITHOUT_SCRIPTS}${address}`));
        }
        const row = rowOf(page, language, runs, references);
        rows.push(row);
        process.stderr.write(
          `${page} ${language}: performance ${runs.map((r) => r.performance).join(', ')}` +
            `; without scripts ${references.map((r) => r.performance).join(', ')}\n`,
        );
      }
    }
    console.log(
      `\nLighthouse 12.2.3, mobile (simulated slow 4G, 4x CPU slowdown), ${RUNS} run(s) per row: ` +
        `the median run's figures, and the worst of the runs where a budget reads every run; ` +
        `"without scripts": the same page with its scripts removed, audited after each run ` +
        `of it (what the machine makes of the HTML, stylesheet and pictures alone)\n`,
    );
    printTable(rows);
    const failures = rows.flatMap((row) => {
      const misses = overBudget(row);
      return misses.length === 0 ? [] : [`${row.page} (${row.language}): ${misses.join(', ')}`];
    });
    const findings = [
      ...new Set(rows.flatMap((row) => row.median.findings.map((f) => `${f} on ${row.page}`))),
    ];
    if (findings.length > 0) console.log(`\nFindings:\n- ${findings.join('\n- ')}`);
    if (failures.length > 0) {
      console.log(`\nOver budget:\n- ${failures.join('\n- ')}`);
      process.exitCode = 1;
    } else {
      console.log('\nEvery page within budget: PASS');
    }
    finished = true;
  } finally {
    front?.close();
    site.kill('SIGTERM');
    // The site's log stays for a run that failed.
    if (!finished || process.exitCode) console.log(`site log kept in ${dataDir}`);
    else rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
