import {
  ADVANCEMENT_KEYS,
  type Advancement,
  type PingStats,
  type PlayerStats,
  type SiteLanguage,
} from '@millenaire/contracts';
import { parsePing } from '@millenaire/modfiles';
import type { Actor } from '../../infra/auth.ts';
import { AppError, notFound } from '../../infra/errors.ts';
import { ensureCanSeePingStats } from './policy.ts';
import * as repo from './repository.ts';
import type { AdvancementsDeps } from './deps.ts';

const KNOWN_KEYS: ReadonlySet<string> = new Set(ADVANCEMENT_KEYS);

/**
 * GET /php/mlnuse.php: stores the ping once it is checked (answered once
 * stored); a malformed or forged one is only counted as refused.
 */
export async function ingestPing(deps: AdvancementsDeps, query: unknown): Promise<void> {
  const result = parsePing(typeof query === 'object' && query ? { ...query } : {}, KNOWN_KEYS);
  if (!result.ok) {
    await deps.pings.reject();
    throw new AppError(400, 'INVALID_INPUT', result.reason);
  }
  const { ping } = result;
  const now = deps.clock.now().toISOString();
  const survival = ping.survival.join(',');
  const creative = ping.creative.join(',');
  await deps.pings.add(
    {
      uid: ping.uid,
      version: ping.version,
      mode: ping.mode,
      lang: ping.lang,
      backuplang: ping.backuplang,
      nbplayers: ping.nbplayers,
      os: ping.os,
      totalexp: ping.totalexp,
      survival,
      creative,
      login: ping.login,
      last_ping: now,
    },
    ping.login
      ? {
          login_key: ping.login.toLowerCase(),
          login: ping.login,
          survival,
          creative,
          updated_at: now,
        }
      : null,
  );
}

/**
 * Titles and descriptions come from the mod's lang file of the site language
 * (`advancements.<key>.name` and `.desc`) when the translation centre has
 * them, else from the seeded texts.
 */
export async function listAdvancements(
  { db, langEntries }: AdvancementsDeps,
  language: SiteLanguage,
): Promise<Advancement[]> {
  const [rows, counted, lang] = await Promise.all([
    repo.listAdvancements(db, language),
    repo.findCounter(db, 'installations'),
    langEntries?.(language) ?? new Map<string, string>(),
  ]);
  const total = counted?.count ?? 0;
  const text = (key: string, part: string, seeded: string) =>
    lang.get(`advancements.${key}.${part}`)?.trim() || seeded;
  return rows.map((row) => ({
    advancement_key: row.key,
    title: text(row.key, 'name', row.title),
    description: text(row.key, 'desc', row.description),
    version: row.version,
    done_survival: row.done_survival,
    total_survival: total,
    done_all: row.done_all,
    total_all: total,
    last_count_updated: counted?.updated_at ?? null,
  }));
}

/**
 * A player's advancements. Unknown players (no account, no ping) are 404;
 * known ones who never made their data public answer with `stats: null`.
 */
export async function getPlayerStats(deps: AdvancementsDeps, login: string): Promise<PlayerStats> {
  const row = await repo.findPlayer(deps.db, login);
  if (!row) {
    if (!(await deps.loginExists(login))) throw notFound();
    return { login, stats: null, updatedon: null };
  }
  const survival = new Set(row.survival.split(','));
  const creative = new Set(row.creative.split(','));
  const flag = (done: boolean) => (done ? '1' : '0') as '0' | '1';
  const stats = Object.fromEntries(
    ADVANCEMENT_KEYS.map((key) => [
      key,
      { survival: flag(survival.has(key)), creative: flag(creative.has(key)) },
    ]),
  );
  return { login: row.login, stats, updatedon: row.updated_at };
}

/** Whether a player's page exists: the same players the API answers for (a ping or an account). */
export async function playerExists(deps: AdvancementsDeps, login: string): Promise<boolean> {
  if (await repo.findPlayer(deps.db, login)) return true;
  return deps.loginExists(login);
}

export async function getPingStats(
  { db }: AdvancementsDeps,
  viewer: Actor | null,
): Promise<PingStats> {
  ensureCanSeePingStats(viewer);
  const [installations, rejected, byVersion, byLanguage, byMode, last] = await Promise.all([
    repo.countInstallations(db),
    repo.findCounter(db, 'rejected'),
    repo.countBy(db, 'version'),
    repo.countBy(db, 'lang'),
    repo.countBy(db, 'mode'),
    repo.lastPing(db),
  ]);
  const rows = (list: { key: string; count: number }[]) =>
    list.map(({ key, count }) => ({ key, count: Number(count) }));
  return {
    installations,
    rejected: rejected?.count ?? 0,
    byVersion: rows(byVersion),
    byLanguage: rows(byLanguage),
    byMode: rows(byMode),
    lastPing: (last?.last as string | null | undefined) ?? null,
  };
}
