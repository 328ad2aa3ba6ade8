// The mod's statistics ping with its limits (npm run bench:pings -w bench):
// a release day's crowd, every ping a new installation from an address of its
// own, must still reach the ping budget of bench/pings.ts (>= 2,000/s, none
// lost), and one address inventing installations as fast as it can must stay
// within the limit of new installations per address. Run with the limits
// counted in memory (one process) and in Redis (BENCH_REDIS_URL, default
// redis://127.0.0.1:6379; empty to skip), as production counts them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pingFlood, pingIngestion } from './pings.ts';
import { ADMIN_PASSWORD, freePort, startSite, waitFor } from './site.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
/** New installations one address may bring in a day (advancements/ping/limits.ts). */
const NEW_INSTALLATIONS_CAP = 100;
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const stores: [string, Record<string, string>][] = [
  ['limits in memory', {}],
  ...(redisUrl
    ? [['limits in Redis', { REDIS_URL: redisUrl }] as [string, Record<string, string>]]
    : []),
];

/** waitFor, given a minute: a loaded machine starts the site slowly. */
async function started(url: string): Promise<void> {
  for (let tries = 3; ; tries--) {
    try {
      return await waitFor(url);
    } catch (err) {
      if (tries <= 1) throw err;
    }
  }
}

async function main(): Promise<void> {
  const admin = { login: 'admin', password: ADMIN_PASSWORD };
  const results: boolean[] = [];
  for (const [name, env] of stores) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-bench-pings-'));
    const port = await freePort();
    // Each ping comes from an address of its own (X-Forwarded-For); no demo
    // content, which the pings do not need and which slows the start down.
    const site = startSite(port, dataDir, ADMIN_PASSWORD, {
      TRUST_PROXY: 'true',
      SEED_DEMO: 'false',
      ...env,
    });
    try {
      const base = `http://127.0.0.1:${port}`;
      await started(`${base}/healthz`);
      console.log(`\n== ${name}`);
      results.push(await pingIngestion(base, admin, DURATION_S));
      results.push(await pingFlood(base, admin, 3, NEW_INSTALLATIONS_CAP));
    } finally {
      site.kill('SIGTERM');
      await new Promise((r) => site.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  process.exitCode = results.every(Boolean) ? 0 : 1;
}

await main();
