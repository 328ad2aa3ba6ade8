/**
 * The statistics ping the mod (8.1.2) sends once per game session:
 * GET /php/mlnuse.php?uid=&mlnversion=&mode=&lang=&backuplang=&nbplayers=&os=
 * &totalexp=&advancementssurvival=&advancementscreative=&validation=[&login=]
 * Each list is every advancement key as `key:true` or `key:false`, comma-joined.
 */

export interface Ping {
  /** A signed 64-bit integer, kept as its decimal text. */
  uid: string;
  version: string;
  mode: 's' | 'c' | 'l';
  lang: string;
  backuplang: string;
  nbplayers: number;
  os: string;
  totalexp: string;
  /** Keys done, in the order of the mod's list. */
  survival: string[];
  creative: string[];
  login: string | null;
}

export type PingResult = { ok: true; ping: Ping } | { ok: false; reason: string };

const BASE = 346186835;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** The mod's own weak hash: length + indexOf('e') + 2 × indexOf('a'). */
export function pingHash(text: string): number {
  return text.length + text.indexOf('e') + 2 * text.indexOf('a');
}

/** The `validation` value the mod computes for these lists and uid. */
export function pingChecksum(uid: string, survival: string[], creative: string[]): number {
  let sum = BASE + 250 * pingHash(uid);
  for (const key of survival) sum += pingHash(`${key}survival`);
  for (const key of creative) sum += pingHash(`${key}creative`);
  return sum;
}

type Query = Record<string, unknown>;

function text(query: Query, name: string, pattern: RegExp): string | null {
  const value = query[name];
  return typeof value === 'string' && pattern.test(value) ? value : null;
}

/** `key:true,key:false,...` → the keys done; null when malformed or a key is unknown. */
function parseList(raw: string | null, known: ReadonlySet<string>): string[] | null {
  if (raw === null) return null;
  const done: string[] = [];
  const seen = new Set<string>();
  for (const entry of raw.split(',')) {
    const match = /^([a-z_]{1,40}):(true|false)$/.exec(entry);
    if (!match || !known.has(match[1]!) || seen.has(match[1]!)) return null;
    seen.add(match[1]!);
    if (match[2] === 'true') done.push(match[1]!);
  }
  return done;
}

function validUid(uid: string | null): uid is string {
  if (uid === null) return false;
  const value = BigInt(uid);
  return value >= INT64_MIN && value <= INT64_MAX && String(value) === uid;
}

/**
 * The query fields of a ping as the mod sends them (the inverse of
 * `parsePing`): every advancement of `keys` listed `key:true` or `key:false`,
 * with the checksum the mod computes. For tests and benchmarks that play the
 * mod; the mod itself encodes only the spaces.
 */
export function pingFields(ping: Ping, keys: readonly string[]): Record<string, string> {
  const list = (done: string[]) => keys.map((key) => `${key}:${done.includes(key)}`).join(',');
  return {
    uid: ping.uid,
    mlnversion: ping.version,
    mode: ping.mode,
    lang: ping.lang,
    backuplang: ping.backuplang,
    nbplayers: String(ping.nbplayers),
    os: ping.os,
    totalexp: ping.totalexp,
    advancementssurvival: list(ping.survival),
    advancementscreative: list(ping.creative),
    validation: String(pingChecksum(ping.uid, ping.survival, ping.creative)),
    ...(ping.login === null ? {} : { login: ping.login }),
  };
}

/**
 * Reads and checks a ping. `known` is the set of advancement keys; a list must
 * name each at most once and no other. The cheap shape checks come first; a
 * ping whose validation does not match is refused.
 */
export function parsePing(query: Query, known: ReadonlySet<string>): PingResult {
  const fail = (reason: string): PingResult => ({ ok: false, reason });
  const uid = text(query, 'uid', /^-?[0-9]{1,19}$/);
  if (!validUid(uid)) return fail('uid');
  const version = text(query, 'mlnversion', /^[0-9A-Za-z.+_ -]{1,40}$/);
  const mode = text(query, 'mode', /^[scl]$/) as Ping['mode'] | null;
  const lang = text(query, 'lang', /^[A-Za-z_]{1,10}$/);
  const backuplang = text(query, 'backuplang', /^[A-Za-z_]{1,10}$/);
  const nbplayers = text(query, 'nbplayers', /^[0-9]{1,6}$/);
  const os = text(query, 'os', /^[\p{L}\p{N}\p{P}\p{Zs}]{1,100}$/u);
  const totalexp = text(query, 'totalexp', /^-?[0-9]{1,20}$/);
  const validation = text(query, 'validation', /^-?[0-9]{1,12}$/);
  const loginRaw = query.login;
  const login = loginRaw === undefined ? null : text(query, 'login', /^[A-Za-z0-9_.-]{1,32}$/);
  if (!version || !mode || !lang || !backuplang || !nbplayers || !os || !totalexp || !validation) {
    return fail('fields');
  }
  if (loginRaw !== undefined && login === null) return fail('login');
  const lists = [query.advancementssurvival, query.advancementscreative].map((raw) =>
    typeof raw === 'string' && raw.length <= 4000 ? raw : null,
  );
  const survival = parseList(lists[0] ?? null, known);
  const creative = parseList(lists[1] ?? null, known);
  if (!survival || !creative) return fail('lists');
  if (Number(validation) !== pingChecksum(uid, survival, creative)) return fail('validation');
  const ping: Ping = {
    uid,
    version,
    mode,
    lang,
    backuplang,
    nbplayers: Number(nbplayers),
    os,
    totalexp,
    survival,
    creative,
    login,
  };
  return { ok: true, ping };
}
