import {
  ADVANCEMENT_KEYS,
  type Advancement,
  type PingStats,
  type PlayerStats,
  type SiteLanguage,
} from '@millenaire/contracts';
import { parsePing } from '@millenaire/modfiles';
import type { Actor } from '../../platform/http/auth.ts';
import { AppError, notFound } from '../../platform/http/errors.ts';
import { ensureCanSeePingStats } from './policy.ts';
import * as repo from './repository.ts';
import type { Limit, Refuse } from '../../platform/http/rate-limits.ts';
import type { AdvancementsDeps } from './deps.ts';
import type { PingIdentity } from './ping/buffer.ts';
import { clientKey } from './ping/limits.ts';

const KNOWN_KEYS: ReadonlySet<string> = new Set(ADVANCEMENT_KEYS);

/** Who sent a ping, as the route sees it. */
export interface PingRequest {
  ip: string;
  refuse: Refuse;
}

/**
 * GET /php/mlnuse.php: stores the ping once it is checked (answered once
 * stored); a malformed or forged one is only counted as refused.
 *
 * Every ping counts against its address before anything else, so a flood
 * costs the database nothing. A ping bringing an installation or a login the
 * site has never seen then counts against the address's new ones, decided
 * when its batch is written (two primary-key reads for the whole batch):
 * one address cannot invent installations or players by the thousand. A
 * ping naming a login whose statistics another installation owns counts as
 * an installation but leaves that player's statistics alone.
 */
export function ingestPing(
  deps: AdvancementsDeps,
  query: unknown,
  request: PingRequest,
): Promise<void> {
  return deps.underWay(receivePing(deps, query, request));
}

async function receivePing(
  deps: AdvancementsDeps,
  query: unknown,
  { ip, refuse }: PingRequest,
): Promise<void> {
  const { limits } = deps;
  const client = clientKey(ip);
  if (!(await limits.pings.take(client))) await refuse(limits.pings, client);
  const result = parsePing(typeof query === 'object' && query ? { ...query } : {}, KNOWN_KEYS);
  if (!result.ok) {
    await deps.pings.reject();
    throw new AppError(400, 'INVALID_INPUT', result.reason);
  }
  const { ping } = result;
  const now = deps.clock.now().toISOString();
  const survival = ping.survival.join(',');
  const creative = ping.creative.join(',');
  const refused = await deps.pings.add(
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
          // Taken only where the login is new (or has no owner yet): `upsertPlayers`.
          owner_uid: ping.uid,
          survival,
          creative,
          updated_at: now,
        }
      : null,
    (identity) => countNew(limits, client, identity, ping.login !== null),
  );
  if (refused) await refuse(refused, client);
}

/**
 * Counts a ping's new installation and new login against its address;
 * resolves to the limit it went over, if any.
 */
async function countNew(
  limits: AdvancementsDeps['limits'],
  client: string,
  identity: PingIdentity,
  named: boolean,
): Promise<Limit | null> {
  const counted: Limit[] = [];
  if (!identity.knownInstallation) counted.push(limits.newInstallations);
  if (named && !identity.player) counted.push(limits.newPlayers);
  const allowed = await Promise.all(counted.map((limit) => limit.take(client)));
  return counted[allowed.indexOf(false)] ?? null;
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
