// What one render of a public page costs the server's CPU: the culture page
// (/encyclopedia/norman) and the library's first page (/library), each
// rendered anew by the web build's server renderer (WEB_DIST_DIR, default
// apps/web/dist) against the site's own app built in this process, its API
// calls answered in-process as in production, logging at info to a file.
// After a warm-up (the JIT settles after several hundred renders, as a
// running site's does), the pages are rendered in turn and each render's
// CPU time is read with process.cpuUsage (user + system, every thread, so
// garbage collection counts). Prints p50, p90 and the mean per page.
// Budget (exits non-zero over it): p50 <= 5 ms of CPU per render.
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { loadPageRenderer } from '../apps/server/src/platform/pages/renderer.ts';
import { pageConfigOf } from '../apps/server/src/platform/pages/template.ts';
import { ADMIN_PASSWORD, root } from './site.ts';

const PAGES = ['/encyclopedia/norman', '/library'];
const WARM_UP = Number(process.env.RENDER_WARM_UP ?? 1000);
const RENDERS = Number(process.env.RENDERS ?? 1000);
/** The most CPU time the median render may cost, in ms. */
const BUDGET_MS = 5;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main(): Promise<void> {
  const webDist = path.resolve(root, process.env.WEB_DIST_DIR ?? 'apps/web/dist');
  if (!existsSync(path.join(webDist, '.ssr', 'entry-server.js'))) {
    throw new Error(`no build in ${webDist}: build the web app first (npm run build -w apps/web)`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-render-cpu-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'render-cpu-bench-secret-render-cpu-bench',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: webDist,
    ADMIN_PASSWORD,
  });
  const log = createWriteStream(path.join(dataDir, 'site.log'));
  const app = await buildApp(config, { seed: true, logStream: log });
  let passed = false;
  try {
    await app.ready();
    const render = await loadPageRenderer(app, webDist, config.publicUrl, pageConfigOf(config));
    if (!render) throw new Error(`${webDist} has no server renderer`);
    const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
    const once = async (page: string): Promise<number> => {
      const before = process.cpuUsage();
      const { result } = await render(page, 'en', template, false);
      const spent = process.cpuUsage(before);
      if (result.kind !== 'page' || result.failed !== null) {
        throw new Error(`${page} was not rendered (${result.kind})`);
      }
      return (spent.user + spent.system) / 1000;
    };
    for (let i = 0; i < WARM_UP; i++) for (const page of PAGES) await once(page);
    const spent = PAGES.map(() => [] as number[]);
    for (let i = 0; i < RENDERS; i++) {
      for (const [p, page] of PAGES.entries()) spent[p]!.push(await once(page));
    }
    console.log(
      `\n${RENDERS} renders of each page after ${WARM_UP} to warm up, CPU ms per render\n`,
    );
    console.log('| page | p50 | p90 | mean |');
    console.log('| --- | ---: | ---: | ---: |');
    const over: string[] = [];
    for (const [p, page] of PAGES.entries()) {
      const sorted = [...spent[p]!].sort((a, b) => a - b);
      const p50 = percentile(sorted, 0.5);
      const mean = sorted.reduce((a, b) => a + b, 0) / sorted.length;
      console.log(
        `| ${page} | ${p50.toFixed(2)} | ${percentile(sorted, 0.9).toFixed(2)} | ${mean.toFixed(2)} |`,
      );
      if (p50 > BUDGET_MS) over.push(`${page}: p50 ${p50.toFixed(2)} ms`);
    }
    if (over.length > 0) {
      console.log(
        `\nOver budget (p50 <= ${BUDGET_MS} ms of CPU a render):\n- ${over.join('\n- ')}`,
      );
    } else {
      console.log(`\nWithin budget (p50 <= ${BUDGET_MS} ms of CPU a render): PASS`);
      passed = true;
    }
  } finally {
    await app.close();
    log.end();
    if (passed) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`site log kept in ${dataDir}`);
  }
  if (!passed) process.exitCode = 1;
}

await main();
