import { beforeAll, expect, it } from 'vitest';
import { isMessageKey } from '@millenaire/contracts';
import type { Endpoint } from '@millenaire/contracts/endpoint';
import { apiEndpoints } from '@millenaire/contracts/endpoints/index';
import { describeWithApp } from './test/app.ts';
import {
  fuzzCase,
  normalizedRoute,
  seededRandom,
  type FuzzCase,
  type FuzzRoute,
  type Visitors,
} from './test/fuzz.ts';
import { idEdgeCases, type IdRequest } from './test/fuzz-ids.ts';
import { PROVIDER_ROUTES } from './areas/oidc/provider.ts';
import { tableDigests, type Unhashed } from './test/integrity.ts';
import { registeredRoutes } from './test/routes.ts';
import { createUser } from './test/users.ts';
import { testWebDist } from './test/web-dist.ts';

/**
 * Malformed input against every route the server registers: the API, the
 * mod's /php calls and the pages, each in turn, as an anonymous visitor, with
 * a forged token, as a confirmed member and as an administrator. FUZZ_CASES
 * sets the number of requests (10,000 by default), FUZZ_SEED the seed
 * (printed in the test's name, so a failure replays).
 *
 * What an answer may be, case by case:
 * - never a 5xx;
 * - a 4xx whenever the input breaks a rule the route states: its path
 *   parameters' schema (ids are plain decimal digits), the percent-encoding
 *   of its path, the text rule in a path or a query, its JSON body's schema
 *   or the text rule in a JSON body, JSON that does not parse;
 * - otherwise a 2xx or 3xx is fine too: an odd query key is ignored, a GET
 *   reads no body, a member's comment of 'Harbour hamlet' is a comment, a page
 *   address that does not climb to another answers the app;
 * - every 4xx of the API and the mod's calls is JSON `{ "message": KEY }`
 *   with KEY one of MESSAGE_KEYS; a page (and /php/dlpage.php, a page too)
 *   answers its 404 with the app's HTML, as browsers need;
 * - every table holds what it held before the anonymous and the refused
 *   requests (COUNTERS aside), on both databases.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
const PARALLEL = 8;

/**
 * What rightly changes under anonymous and refused requests: a visitor's
 * view or download of a library content is counted (library_hits remembers
 * who was counted, nbview and nbdl hold the counts), and the mod's ping
 * counts the pings it refuses (ping_counters), for the statistics page. The
 * OpenID Connect provider keeps a record of a logout an application begins
 * (its confirmation form's secret) until it ends or expires (oidc_records),
 * within a budget per address.
 */
const COUNTERS: Unhashed = {
  library_hits: '*',
  library_contents: ['nbview', 'nbdl'],
  ping_counters: '*',
  oidc_records: '*',
};

const endpoints = new Map<string, Endpoint>(
  Object.values(apiEndpoints)
    .flatMap((area) => Object.values(area))
    .map((endpoint) => [normalizedRoute(`${endpoint.method} ${endpoint.path}`), endpoint]),
);

function fuzzRoutes(tree: string): FuzzRoute[] {
  return [...new Set(registeredRoutes(tree))].flatMap((route) => {
    const [method = '', path = ''] = route.split(' ');
    if (method !== 'GET' && method !== 'POST') return [];
    const family = path.startsWith('/api/')
      ? 'api'
      : path.startsWith('/php/')
        ? 'php'
        : PROVIDER_ROUTES.some(([, url]) => url === path)
          ? 'oidc'
          : 'page';
    return [{ route, method, path, family, endpoint: endpoints.get(normalizedRoute(route)) }];
  });
}

/** OAuth's and OpenID Connect's error codes, as the provider's endpoints answer them. */
const OAUTH_ERRORS = new Set([
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
  'invalid_token',
  'insufficient_scope',
  'unsupported_token_type',
  'invalid_client_metadata',
  'invalid_redirect_uri',
  'access_denied',
  'login_required',
  'consent_required',
  'interaction_required',
  'invalid_request_uri',
  'invalid_request_object',
  'request_not_supported',
  'request_uri_not_supported',
  'registration_not_supported',
  'invalid_dpop_proof',
  'use_dpop_nonce',
  'session_not_found',
]);

interface Answer {
  status: number;
  type: string;
  body: string;
}

/** What is wrong with an answer, or null. */
function problem(route: FuzzRoute, c: FuzzCase, a: Answer): string | null {
  if (a.status >= 500) return 'server error';
  if (c.mustRefuse && a.status < 400) return 'accepted';
  if (a.status < 400) return null;
  // A page is the app's shell (with its 404) for a browser, and so is the
  // mod's download page (/php/dlpage.php); the API and the mod's calls speak JSON.
  const page = route.family !== 'api' || c.climbs;
  if (page && c.method === 'GET' && a.type.startsWith('text/html')) return null;
  try {
    const body = JSON.parse(a.body) as { message?: unknown; error?: unknown };
    if (isMessageKey(body.message)) return null;
    // The OpenID Connect provider's endpoints speak OAuth's error answer
    // (RFC 6749, 5.2), which its clients read: a code among the protocol's.
    // (What the site refuses before them, text rules and budgets, has its key.)
    if (route.family === 'oidc') {
      return typeof body.error === 'string' && OAUTH_ERRORS.has(body.error)
        ? null
        : 'not an OAuth error';
    }
    return 'unknown message key';
  } catch {
    return 'not JSON';
  }
}

describeWithApp(
  'malformed input on every route',
  { seed: true, env: { WEB_DIST_DIR: testWebDist() } },
  (t) => {
    let visitors: Visitors;
    beforeAll(async () => {
      visitors = {
        user: (await createUser(t, { level: 'confirmed' })).token,
        admin: (await createUser(t, { level: 'admin' })).token,
      };
    });

    it(
      `answers ${CASES} bad requests with a 4xx and a message key, never a 5xx (FUZZ_SEED=${SEED})`,
      async () => {
        const routes = fuzzRoutes(t.app.printRoutes({ commonPrefix: false }));
        const byRoute = new Map(routes.map((route) => [route.route, route]));
        const random = seededRandom(SEED);
        const cases = Array.from({ length: CASES }, (_, i) =>
          fuzzCase(random, routes[i % routes.length]!, visitors),
        );

        const statuses: Record<string, number> = {};
        // The first failing request of each route and kind of failure, with a count.
        const failures = new Map<string, { count: number; example: string }>();
        const slowest: { took: number; request: string }[] = [];
        const run = async (batch: FuzzCase[]) => {
          for (let start = 0; start < batch.length; start += PARALLEL) {
            await Promise.all(
              batch.slice(start, start + PARALLEL).map(async (c, i) => {
                const sent = performance.now();
                const res = await t.app.inject({
                  method: c.method as 'GET' | 'POST',
                  url: c.url,
                  headers: c.headers,
                  // A few addresses, so the limits per address are met now and then, not always.
                  remoteAddress: `203.0.113.${(start + i) % 16}`,
                  ...(c.payload === undefined ? {} : { payload: c.payload }),
                });
                statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
                const took = Math.round(performance.now() - sent);
                if (took > (slowest.at(-1)?.took ?? 0) || slowest.length < 3) {
                  slowest.push({
                    took,
                    request: `${c.who} ${c.method} ${c.url.slice(0, 80)} [${c.kind}]`,
                  });
                  slowest.sort((a, b) => b.took - a.took).splice(3);
                }
                const answer = {
                  status: res.statusCode,
                  type: String(res.headers['content-type'] ?? ''),
                  body: res.body,
                };
                const wrong = problem(byRoute.get(c.route)!, c, answer);
                if (!wrong) return;
                const key = `${wrong} on ${c.route}`;
                const seen = failures.get(key) ?? {
                  count: 0,
                  example: JSON.stringify({
                    who: c.who,
                    kind: c.kind,
                    url: c.url.slice(0, 300),
                    headers: c.headers,
                    payload: String(c.payload ?? '').slice(0, 300),
                    answer: `${res.statusCode} ${res.body.slice(0, 200)}`,
                  }),
                };
                failures.set(key, { ...seen, count: seen.count + 1 });
              }),
            );
          }
        };

        const started = Date.now();
        const unauthenticated = new Set(
          cases.filter((c) => c.who === 'anonymous' || c.who === 'forged'),
        );
        const refused = cases.filter((c) => !unauthenticated.has(c) && c.mustRefuse);
        const rest = cases.filter((c) => !unauthenticated.has(c) && !c.mustRefuse);

        // Nothing anonymous or refused is stored.
        const before = await tableDigests(t.app.db, t.dialect, COUNTERS);
        await run([...unauthenticated]);
        await run(refused);
        const after = await tableDigests(t.app.db, t.dialect, COUNTERS);
        const written = Object.keys(before).filter((table) => after[table] !== before[table]);
        await run(rest);

        const families = ['api', 'php', 'page']
          .map((family) => `${routes.filter((r) => r.family === family).length} ${family}`)
          .join(', ');
        console.log(
          `fuzz [${t.dialect}] seed ${SEED}: ${routes.length} routes (${families}) × ${CASES} cases ` +
            `(${unauthenticated.size} anonymous, ${refused.length + rest.length} signed in) ` +
            `in ${Date.now() - started} ms; answers by status ${JSON.stringify(statuses)}; ` +
            `slowest ${JSON.stringify(slowest)}`,
        );
        expect({ failures: Object.fromEntries(failures), written }).toEqual({
          failures: {},
          written: [],
        });
      },
      180_000 * Math.max(1, CASES / 10_000),
    );

    it('answers ids at the edge of the range (2^31 - 1, 2^31, 2^53) wherever an id goes, never a 5xx', async () => {
      // An administrator of its own: the run above may have logged the other one out.
      const admin = (await createUser(t, { level: 'admin' })).token;
      const routes = fuzzRoutes(t.app.printRoutes({ commonPrefix: false }));
      const cases = routes.flatMap(idEdgeCases);
      const send = async (method: string, request: IdRequest) => {
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url: request.url,
          headers: {
            authorization: `Bearer ${admin}`,
            ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(request.payload === undefined ? {} : { payload: request.payload }),
        });
        const message = res.headers['content-type']?.toString().startsWith('application/json')
          ? (JSON.parse(res.body) as { message?: string }).message
          : undefined;
        return `${res.statusCode} ${message ?? ''}`.trim();
      };
      const wrong: string[] = [];
      for (const c of cases) {
        const answer = await send(c.method, c);
        const expected =
          c.expect === 'refused'
            ? '400 INVALID_INPUT'
            : c.expect === 'unknown'
              ? '404 NOT_FOUND'
              : c.reference
                ? await send(c.method, c.reference)
                : undefined;
        if (answer.startsWith('5') || (expected !== undefined && answer !== expected)) {
          wrong.push(
            `${c.route} ${c.slot}=${c.value}: ${answer}, expected ${expected ?? 'no 5xx'}`,
          );
        }
      }
      expect(cases.length).toBeGreaterThan(100);
      expect(wrong).toEqual([]);
    }, 120_000);
  },
);
