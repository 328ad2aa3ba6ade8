// The mod's statistics ping at the rate of a release day: every request a new
// installation (a unique uid) with a valid checksum, from an address of its own
// (X-Forwarded-For: the site runs with TRUST_PROXY), 50 connections. Pings are
// stored by group commit and answered once stored, so every answered ping
// must be found in the database afterwards (a few more may be: those still in
// flight when the load stopped, at most one per connection).
// Budget: at least 2,000 pings per second, and none answered lost.
import { randomInt } from 'node:crypto';
import autocannon from 'autocannon';
import { ADVANCEMENT_KEYS } from '@millenaire/contracts';
import { pingFields } from '@millenaire/modfiles';

const BUDGET_PER_S = 2000;

/** A run's own first digits: Redis keeps counts and rows stay from one run to the next. */
const RUN = randomInt(1, 0xffff);

/**
 * The `n`-th ping's client, each in a /64 of its own (the site counts an
 * IPv6 client by its /64): a release day's crowd, one address each.
 */
export function crowdAddress(n: number): string {
  return `fd00:${RUN.toString(16)}:${(n >>> 16).toString(16)}:${(n & 0xffff).toString(16)}::1`;
}

export function pingPath(n: number): string {
  const query = pingFields(
    {
      uid: String(7_000_000_000_000 + RUN * 1_000_000 + n),
      version: '8.1.2',
      mode: 'l',
      lang: 'fr',
      backuplang: 'en',
      nbplayers: 1,
      os: 'Windows 10',
      totalexp: String(n),
      survival: ADVANCEMENT_KEYS.filter((_, i) => (n + i) % 3 === 0),
      creative: [],
      login: null,
    },
    ADVANCEMENT_KEYS,
  );
  return `/php/mlnuse.php?${new URLSearchParams(query)}`;
}

async function installations(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/api/advancements/stats`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { installations?: number; message?: string };
  if (body.installations === undefined) {
    throw new Error(`installations: ${res.status} ${JSON.stringify(body)}`);
  }
  return body.installations;
}

async function adminToken(base: string, admin: { login: string; password: string }) {
  const login = await fetch(`${base}/api/users/loginuser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.login, password: admin.password }),
  });
  return ((await login.json()) as { token: string }).token;
}

export async function pingIngestion(
  base: string,
  admin: { login: string; password: string },
  durationS: number,
): Promise<boolean> {
  const token = await adminToken(base, admin);
  const before = await installations(base, token);
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: durationS,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          n += 1;
          const headers = { ...req.headers, 'x-forwarded-for': crowdAddress(n) };
          return { ...req, path: pingPath(n), headers };
        },
      },
    ],
  });
  const answered = result['2xx'];
  const stored = (await installations(base, token)) - before;
  const perSecond = answered / durationS;
  const lost = Math.max(0, answered - stored);
  const ok =
    perSecond >= BUDGET_PER_S && lost === 0 && stored - answered <= 50 && result.non2xx === 0;
  console.log(`\nstatistics pings, each a new installation, 50 connections, ${durationS} s`);
  console.log(
    `  ${answered} answered (${perSecond.toFixed(0)}/s, p99 ${result.latency.p99} ms), ${stored} stored, ${lost} lost, ${result.non2xx} refused, ${result.errors} errors`,
  );
  console.log(`  budget: >= ${BUDGET_PER_S}/s and none lost: ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}

/**
 * One address sending pings as fast as it can, each a new installation: what
 * an attacker inventing installations does. Prints how many were stored and
 * how fast the refusals are answered; true when the stored ones stay within
 * `cap` (the site's limit of new installations per address).
 */
export async function pingFlood(
  base: string,
  admin: { login: string; password: string },
  durationS: number,
  cap: number,
): Promise<boolean> {
  const token = await adminToken(base, admin);
  const before = await installations(base, token);
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: durationS,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          n += 1;
          const headers = { ...req.headers, 'x-forwarded-for': `fd01:${RUN.toString(16)}::1` };
          return { ...req, path: pingPath(900_000 + n), headers };
        },
      },
    ],
  });
  // Stored pings are answered once their batch is written: wait for the last one.
  await new Promise((r) => setTimeout(r, 100));
  const stored = (await installations(base, token)) - before;
  const refused = result.statusCodeStats?.['429']?.count ?? 0;
  const ok = stored <= cap && result.errors === 0;
  console.log(
    `\nstatistics pings from one address, each a new installation, 50 connections, ${durationS} s`,
  );
  console.log(
    `  ${result.requests.total} answered (${(result.requests.total / durationS).toFixed(0)}/s, p99 ${result.latency.p99} ms): ${result['2xx']} accepted, ${refused} refused (429), ${stored} installations stored`,
  );
  console.log(`  budget: at most ${cap} stored: ${ok ? 'PASS' : 'FAIL'}`);
  return ok;
}
