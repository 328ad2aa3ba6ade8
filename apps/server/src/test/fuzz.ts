import type { z } from 'zod';
import type { Endpoint } from '@millenaire/contracts/endpoint';

/** Fastify ignores trailing slashes here, and the archives answer with a doubled slash too. */
export const normalizedRoute = (route: string) =>
  route.replace(/\/{2,}/g, '/').replace(/(.)\/$/, '$1');

/**
 * A small seeded generator (mulberry32): the same seed gives the same cases,
 * so a failure seen once can be replayed with FUZZ_SEED.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof seededRandom>;

/** One request of the run and what its answer may be. */
export interface FuzzCase {
  route: string;
  kind: string;
  who: 'anonymous' | 'user' | 'admin' | 'forged';
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The input breaks a rule the route states (its schemas, the text rule): only a 4xx will do. */
  mustRefuse: boolean;
  /** The address climbs ('%2e%2e') to another route, a page maybe. */
  climbs: boolean;
}

/** A route as the fuzzer sees it: its pattern and, for the API, its endpoint of the table. */
export interface FuzzRoute {
  route: string;
  method: string;
  path: string;
  endpoint?: Endpoint;
  family: 'api' | 'php' | 'page' | 'oidc';
}

// ---------------------------------------------------------------------------
// Values

/** Text breaking the site's rule (packages/contracts/src/text.ts). */
const UNCLEAN = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\uDBFF',
  '\u0001\u0007\u001B[31m',
  '\u007F',
  '\u0085',
  '\u009B2J',
  '\u000B\u000C',
  'a\uFFFEb',
  '\uFFFF',
  '\uFDD0',
];

const CLEANISH = [
  '',
  ' ',
  'x',
  'Harbour hamlet',
  '§4red',
  '\uFEFFbom',
  'abc\u202Egnp.exe',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  '%s%n%x',
  '{{7*7}}',
  '../../etc/passwd',
  '..\\..\\windows',
  'ｍｉｌｌéｎａｉｒｅ',
  'e\u0301',
  '😀'.repeat(3),
  'null',
  'undefined',
  '__proto__',
  'constructor',
  'en',
  'fr',
  '8.1.2',
  '1',
  'true',
];

const NUMBERS = [
  0,
  -1,
  1,
  2,
  1.5,
  -0,
  1e308,
  -1e308,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 53,
  2 ** 63,
  Number.MAX_SAFE_INTEGER,
  0.1,
];

/** Raw path segments: ids of every wrong kind, traversal, bad encodings. */
const BAD_SEGMENTS = [
  '1',
  '2',
  '0',
  '-1',
  '1.5',
  '1e3',
  '1e308',
  '2147483647',
  '2147483648',
  '9007199254740992',
  '9223372036854775808',
  '99999999999999999999',
  '0x10',
  '+1',
  '%201',
  'abc',
  'NaN',
  'Infinity',
  '..%2f..',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fdata',
  '..%5c..',
  '%00',
  'a%00b',
  '%0a',
  '%1b%5b31m',
  '%C2%85',
  '%C2%9B',
  '%FF',
  '%C0%AE%C0%AE',
  '%ED%A0%80',
  '%E0%80',
  '%',
  '%zz',
  '%25',
  'en',
  'fr',
  'index.php',
  'sitemap-0.xml',
  '__proto__',
];

function longString(r: Random): string {
  const size = r.pick([1_000, 10_000, 70_000, 300_000]);
  const unit = r.pick(['a', 'é', '😀', 'a\u0000', '<p>x</p>']);
  return unit.repeat(Math.ceil(size / unit.length));
}

function badValue(r: Random, depth = 0): unknown {
  switch (r.int(depth > 1 ? 6 : 9)) {
    case 0:
      return r.pick(UNCLEAN);
    case 1:
      return r.pick(CLEANISH);
    case 2:
      return r.pick(NUMBERS);
    case 3:
      return r.pick([null, true, false]);
    case 4:
      return r.chance(0.2) ? longString(r) : r.pick(CLEANISH);
    case 5:
      return `${r.pick(CLEANISH)}${r.pick(UNCLEAN)}`;
    case 6:
      return [badValue(r, depth + 1), badValue(r, depth + 1)];
    case 7:
      return { [r.pick(CLEANISH)]: badValue(r, depth + 1) };
    default:
      return {};
  }
}

const containsUnclean = (value: unknown): boolean => {
  if (typeof value === 'string') return UNCLEAN.some((u) => value.includes(u));
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => containsUnclean(k) || containsUnclean(v));
};

// ---------------------------------------------------------------------------
// Schemas of the endpoint table

function objectKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

export function jsonSchemaOf(endpoint: Endpoint | undefined): z.ZodType | undefined {
  const body = endpoint?.body;
  if (!body) return undefined;
  if ('kind' in body) return body.kind === 'multipart-or-json' ? body.json : undefined;
  return body;
}

const fails = (schema: z.ZodType | undefined, value: unknown) =>
  schema !== undefined && !schema.safeParse(value).success;

// ---------------------------------------------------------------------------
// Addresses

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

interface Address {
  url: string;
  mustRefuse: boolean;
  climbs?: boolean;
}

/** The route's path with each `:name` (and `*`) replaced by a bad segment. */
function badPath(r: Random, route: FuzzRoute): Address {
  const params: Record<string, string> = {};
  let broken = false;
  const path = route.path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':') && segment !== '*') return segment;
      const raw = r.chance(0.05) ? 'a'.repeat(r.pick([200, 5_000])) : r.pick(BAD_SEGMENTS);
      const value = decoded(raw);
      if (value === null) broken = true;
      else params[segment.slice(1)] = value;
      return raw;
    })
    .join('/');
  // '%2e%2e' is '..' to the URL parser: the address climbs to another route,
  // whose own rules then apply, so nothing is certain of this one.
  const climbs = path.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
  if (climbs) return { url: path, mustRefuse: false, climbs };
  const unclean = Object.values(params).some((value) => containsUnclean(value));
  const paramsSchema = route.endpoint?.params;
  const refused = paramsSchema !== undefined && !broken && fails(paramsSchema, params);
  // A segment that is not valid percent-encoding, or unclean text, is refused
  // wherever it lands; a schema refuses what it does not describe.
  return { url: path, mustRefuse: broken || unclean || refused };
}

const SURROGATES = /[\uD800-\uDFFF]/g;

/** Percent-encoding that lets a lone surrogate through, as the bytes of its code. */
function encodeLoosely(text: string): string {
  return text.replace(
    /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]|[^\uD800-\uDFFF]+/g,
    (part) => {
      if (!/^[\uD800-\uDFFF]$/.test(part)) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    },
  );
}

/** A query of known and unknown keys, with repeats and bad values. */
function badQuery(r: Random, route: FuzzRoute): { text: string; mustRefuse: boolean } {
  if (r.chance(0.3)) return { text: '', mustRefuse: false };
  const keys = [...objectKeys(route.endpoint?.query), 'a', 'language', 'page', 'id', '__proto__'];
  const pairs: [string, string][] = [];
  let unclean = false;
  for (let i = 0, n = 1 + r.int(4); i < n; i++) {
    const key = r.pick(keys);
    const value = String(r.chance(0.5) ? r.pick(BAD_SEGMENTS) : badValue(r, 2)).slice(0, 4_000);
    // A lone surrogate travels as the bytes of its code (not UTF-8): the
    // parser's reading of those is its own, so only the controls are certain.
    if (containsUnclean(value.replace(SURROGATES, ''))) unclean = true;
    pairs.push([key, value]);
    // ?a=1&a=2: the same key twice.
    if (r.chance(0.2)) pairs.push([key, r.pick(['1', '2', 'en', 'fr'])]);
  }
  const raw = r.chance(0.1);
  const text = pairs
    .map(([k, v]) => {
      if (raw) return `${k}=${v.slice(0, 50).replace(/[#\s]/g, '')}`;
      return `${encodeLoosely(k)}=${encodeLoosely(v)}`;
    })
    .join('&');
  // Only the text rule is certain here: the parsers' views of odd keys differ.
  return { text, mustRefuse: unclean && !raw };
}

// ---------------------------------------------------------------------------
// Bodies

interface Body {
  kind: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  /** The JSON value sent, when the body is well-formed JSON. */
  json?: unknown;
}

/** Values one of which most fields of the table accept, to build bodies that pass but for one field. */
const PLAUSIBLE: unknown[] = [
  'Harbour hamlet',
  1,
  2,
  true,
  false,
  'en',
  'fr',
  '8.1.2',
  '<p>A <strong>fishing</strong> village.</p>',
  'villageois!42',
  'player@example.org',
  'norman',
  '1',
  '2026-01-01T00:00:00.000Z',
  [],
  {},
];

const plausibleCache = new WeakMap<object, Record<string, unknown>>();

/** For each field of an object schema, a value its own schema accepts, when one of PLAUSIBLE is. */
export function plausibleFields(schema: z.ZodType | undefined): Record<string, unknown> {
  if (!schema) return {};
  const cached = plausibleCache.get(schema);
  if (cached) return cached;
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const fields: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = PLAUSIBLE.find((candidate) => field.safeParse(candidate).success);
    if (value !== undefined) fields[key] = value;
  }
  plausibleCache.set(schema, fields);
  return fields;
}

function jsonBody(r: Random, route: FuzzRoute): Body {
  const schema = jsonSchemaOf(route.endpoint);
  const keys = objectKeys(schema);
  const plausible = plausibleFields(schema);
  // Most bodies are right but for one field, so they reach past the schema.
  const spoiled = r.chance(0.6) ? r.pick(keys.length ? keys : ['']) : undefined;
  const body: Record<string, unknown> = {};
  for (const key of keys) {
    if (spoiled !== undefined && key !== spoiled && key in plausible) {
      body[key] = plausible[key];
      continue;
    }
    if (r.chance(0.25)) continue; // missing
    body[key] = badValue(r);
  }
  if (r.chance(0.4))
    body[r.pick(['extra', 'id', 'accountlevel', '__proto__', 'x\u0000'])] = badValue(r);
  const value = r.chance(0.1) ? badValue(r) : body;
  return {
    kind: 'json',
    headers: { 'content-type': r.pick(['application/json', 'application/json; charset=utf-8']) },
    payload: JSON.stringify(value),
    json: value,
  };
}

/** Bodies no JSON parser reads, or that the site's parser refuses (prototype keys). */
const MALFORMED_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  '[',
  '',
  ' ',
  'nul',
  '{"title":"x"',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"x":1}}}',
];

/** Well-formed JSON of the odd kinds: which of them a route accepts is its own affair. */
const ODD_JSON = [
  '1e999',
  '{"id":1e999}',
  '{"id":9007199254740993}',
  '{"category":-0}',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '{"a":1,"a":2}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `{"a":${'{"a":'.repeat(2_000)}1${'}'.repeat(2_001)}`,
];

const INVALID_UTF8 = [
  Buffer.from([0xff, 0xfe, 0xfd]),
  Buffer.concat([
    Buffer.from('{"title":"'),
    Buffer.from([0xc0, 0xaf, 0xed, 0xa0, 0x80]),
    Buffer.from('"}'),
  ]),
  Buffer.concat([Buffer.from('{"a":"'), Buffer.from([0x80, 0x00, 0xf8]), Buffer.from('"}')]),
  Buffer.from([0xef, 0xbb, 0xbf, 0x7b, 0x7d]),
];

/**
 * Files as uploads carry them: a real 1×1 PNG, an empty zip, a zip's header
 * alone, a PNG's signature alone, and a PNG whose header claims a huge picture.
 */
const FILES = [
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
    'base64',
  ),
  Buffer.from([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]),
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAf/8AAH//CAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
    'base64',
  ),
];

function multipartBody(r: Random): Body {
  const boundary = r.pick(['xyz', 'a'.repeat(80), '"quoted"', '', 'bnd ry', 'b\u0000']);
  const declared = r.chance(0.3) ? r.pick(['other', '', 'xyz;']) : boundary;
  const parts: Buffer[] = [];
  for (let i = 0, n = r.int(4); i < n; i++) {
    const name = r.pick(['contentfile', 'picture1', 'avatar', 'legend', 'title', '', 'x"y']);
    const filename = r.pick([
      '../../x',
      '..\\..\\x',
      '/etc/passwd',
      'a\u0000.png',
      '',
      'x.zip',
      '%2e%2e%2fx',
      'CON',
    ]);
    const head = r.chance(0.5)
      ? `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: ${r.pick(['image/png', 'application/zip', 'text/plain'])}`
      : r.pick([
          `Content-Disposition: form-data; name="${name}"`,
          'Content-Disposition: form-data',
          'Content-Type: text/plain',
          '',
        ]);
    const content = r.pick<string | Buffer>(['', 'hello', String(badValue(r, 2)), ...FILES]);
    parts.push(
      Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`),
      Buffer.from(content),
      Buffer.from('\r\n'),
    );
  }
  const end = r.pick([`--${boundary}--\r\n`, `--${boundary}`, '', '--\r\n']);
  return {
    kind: 'multipart',
    headers: { 'content-type': `multipart/form-data; boundary=${declared}` },
    payload: Buffer.concat([...parts, Buffer.from(end)]),
  };
}

function badBody(r: Random, route: FuzzRoute): Body {
  switch (r.int(8)) {
    case 0:
    case 1:
    case 2:
      return jsonBody(r, route);
    case 3:
      return r.chance(0.5)
        ? {
            kind: 'malformed-json',
            headers: { 'content-type': 'application/json' },
            payload: r.pick(MALFORMED_JSON),
          }
        : {
            kind: 'odd-json',
            headers: { 'content-type': 'application/json' },
            payload: r.pick(ODD_JSON),
          };
    case 4:
      return {
        kind: 'invalid-utf8',
        headers: {
          'content-type': r.pick([
            'application/json',
            'text/plain',
            'multipart/form-data; boundary=x',
          ]),
        },
        payload: r.pick(INVALID_UTF8),
      };
    case 5:
      return multipartBody(r);
    case 6: {
      const [type, payload] = r.pick([
        ['text/plain', 'hello'],
        [
          'application/xml',
          '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
        ],
        ['application/x-www-form-urlencoded', 'title=x&title=y&category=-1'],
        ['application/octet-stream', '\u0000\u0001'],
        ['', '{}'],
        ['application/json; charset=latin1', '{}'],
        ['text/json', '{}'],
        ['application/json, text/plain', '{}'],
      ] as const);
      return { kind: 'content-type', headers: type ? { 'content-type': type } : {}, payload };
    }
    default:
      // Past the site's body limit (1 MB): 413 before anything is parsed.
      if (r.chance(0.1)) {
        return {
          kind: 'oversized',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify({ title: 'a'.repeat(1_100_000) }),
        };
      }
      return { kind: 'no-body', headers: {} };
  }
}

// ---------------------------------------------------------------------------
// Cases

export interface Visitors {
  user: string;
  admin: string;
}

const FORGED_TOKENS = [
  'Bearer ',
  'Bearer x.y.z',
  'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOjF9.',
  'Basic YWRtaW46YWRtaW4=',
  'Bearer \u00ff',
];

/**
 * Headers the site reads besides the body's: the page's language, the
 * conditional and compressed answers, the static files' ranges, the cookies.
 */
const ODD_HEADERS: Record<string, string[]> = {
  cookie: [
    'language=\u0000',
    'language=xx',
    'a=b; a=c',
    '=;;',
    'millenaire_token=x.y.z',
    'millenaire_token=%FF%00',
    `millenaire_token=${'a'.repeat(5_000)}`,
  ],
  'accept-language': ['*;q=2', ',,;q=', 'fr;q=1e308, en;q=NaN', 'x'.repeat(5_000), '\u00ff'],
  'accept-encoding': ['br;q=x, gzip;q=-1', '*;q=0', 'identity;q=0', 'zstd, deflate;q=1.5'],
  accept: ['application/xml', '*/*;q=abc', 'text/html;level=x', ''],
  'if-none-match': ['*', 'W/"', `"${'a'.repeat(1_000)}"`, ',,,', '"x", W/"y"'],
  'if-modified-since': [
    'not a date',
    '0',
    'Thu, 01 Jan 1970 00:00:00 GMT',
    'Sat, 01 Jan 99999 00:00:00 GMT',
  ],
  range: [
    'bytes=-1',
    'bytes=999999999999-',
    'bytes=a-b',
    `bytes=${'0-0,'.repeat(500)}0-0`,
    'items=0-1',
  ],
  'x-forwarded-for': ['::ffff:999.1.1.1', 'garbage', '1.2.3.4, , ,'],
  'x-request-id': ['\u00ff', 'a'.repeat(5_000), ''],
};

/** One bad request for the route. */
export function fuzzCase(r: Random, route: FuzzRoute, visitors: Visitors): FuzzCase {
  const who = r.pick(['anonymous', 'anonymous', 'user', 'admin', 'forged'] as const);
  const headers: Record<string, string> = {};
  if (who === 'user') headers.authorization = `Bearer ${visitors.user}`;
  if (who === 'admin') headers.authorization = `Bearer ${visitors.admin}`;
  if (who === 'forged') headers.authorization = r.pick(FORGED_TOKENS);
  if (r.chance(0.3)) {
    const [name, values] = r.pick(Object.entries(ODD_HEADERS));
    headers[name] = r.pick(values);
  }

  const hasParams = route.path.includes(':') || route.path.includes('*');
  const address = hasParams && r.chance(0.7) ? badPath(r, route) : goodPath(r, route);
  const query = badQuery(r, route);
  const url = query.text ? `${address.url}?${query.text}` : address.url;

  let mustRefuse = address.mustRefuse || query.mustRefuse;
  let kind = address.mustRefuse ? 'path' : query.text ? 'query' : 'plain';
  let payload: string | Buffer | undefined;
  if (route.method !== 'GET' || r.chance(0.1)) {
    const body = badBody(r, route);
    Object.assign(headers, body.headers);
    payload = body.payload;
    kind = `${kind}+${body.kind}`;
    const schema = route.method === 'POST' ? jsonSchemaOf(route.endpoint) : undefined;
    const plainSchema = route.endpoint?.body && !('kind' in route.endpoint.body);
    if (route.method === 'POST' && body.kind === 'json') {
      // The JSON body's own schema, and the text rule for any JSON body.
      if (plainSchema && fails(schema, body.json)) mustRefuse = true;
      if (containsUnclean(body.json)) mustRefuse = true;
    }
    if (route.method === 'POST' && plainSchema && body.kind === 'malformed-json') mustRefuse = true;
  }
  return {
    route: route.route,
    kind,
    who,
    method: route.method,
    url,
    headers,
    payload,
    mustRefuse,
    climbs: address.climbs ?? false,
  };
}

function goodPath(r: Random, route: FuzzRoute): Address {
  return {
    url: route.path
      .split('/')
      .map((segment) =>
        segment.startsWith(':') || segment === '*' ? r.pick(['1', '2', 'en', 'x']) : segment,
      )
      .join('/'),
    mustRefuse: false,
  };
}
