// The mod's statistics ping at the rate of a release day: every request a new
// installation (a unique uid) with a valid checksum, 50 connections. Pings are
// stored by group commit and answered once stored, so every answered ping
// must be found in the database afterwards (a few more may be: those still in
// flight when the load stopped, at most one per connection).
// Budget: at least 2,000 pings per second, and none answered lost.
import autocannon from 'autocannon';
import { ADVANCEMENT_KEYS } from '@millenaire/contracts';
import { pingChecksum } from '@millenaire/modfiles';

const BUDGET_PER_S = 2000;

function pingPath(n: number): string {
  const uid = String(7_000_000_000_000 + n);
  const survival = ADVANCEMENT_KEYS.filter((_, i) => (n + i) % 3 === 0);
  const list = (done: readonly string[]) =>
    ADVANCEMENT_KEYS.map((k) => `${k}:${done.includes(k)}`).join(',');
  return (
    `/php/mlnuse.php?uid=${uid}&mlnversion=8.1.2&mode=l&lang=fr&backuplang=en&nbplayers=1` +
    `&os=Windows%2010&totalexp=${n}&advancementssurvival=${list(survival)}` +
    `&advancementscreative=${list([])}&validation=${pingChecksum(uid, survival, [])}`
  );
}

async function installations(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/api/advancements/stats`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await res.json()) as { installations: number }).installations;
}

export async function pingIngestion(
  base: string,
  admin: { login: string; password: string },
  durationS: number,
): Promise<boolean> {
  const login = await fetch(`${base}/api/users/loginuser`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: admin.login, password: admin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const before = await installations(base, token);
  let n = 0;
  const result = await autocannon({
    url: base,
    connections: 50,
    duration: durationS,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pingPath(n++) }) }],
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
