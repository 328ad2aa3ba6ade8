import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type LabelValues,
} from 'prom-client';
import type { Config } from '../../config.ts';
import { toErrorBody } from '../http/errors.ts';
import { fromThisMachine } from '../http/security.ts';

/** Counts the lookups of one cache. */
export interface CacheMeter {
  hit(): void;
  miss(): void;
}

/** A cache nobody reads the counts of (tools and benchmarks that build their own). */
export const UNMETERED: CacheMeter = { hit() {}, miss() {} };

/**
 * What the areas and the platform report to `/metrics`, without knowing
 * how it is exposed. Counting is a plain addition: it costs a request nothing.
 */
export interface Metrics {
  /** The mod's pings of a batch once it is stored: kept ones and refused (malformed, forged) ones. */
  pings(stored: number, refused: number): void;
  /** The hit and miss counts of the cache of this name (one name, one pair of counts). */
  cache(name: string): CacheMeter;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The route label of a request no route (and no page of the app) matched. */
export const UNMATCHED = 'unmatched';

/** One series of a counter, added to as a plain number and read when scraped. */
interface Tally {
  readonly labels: LabelValues<string>;
  value: number;
}

/**
 * A prom-client counter whose series are plain numbers until a scrape reads
 * them: prom-client's own `inc` hashes the labels at every call, which would
 * cost every request about a microsecond.
 */
function tallyCounter(
  registry: Registry,
  name: string,
  help: string,
  labelNames: string[],
): (labels: LabelValues<string>) => Tally {
  const tallies: Tally[] = [];
  new Counter({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const tally of tallies) this.inc(tally.labels, tally.value);
    },
  });
  return (labels) => {
    const tally = { labels, value: 0 };
    tallies.push(tally);
    return tally;
  };
}

/**
 * The route pattern a request matched (`/api/library/:content`), never its
 * address, so the number of series stays bounded (every page of the web app
 * has its route; what no route answers is one label).
 */
export function routeLabel(request: FastifyRequest): string {
  return request.routeOptions.url ?? UNMATCHED;
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function bearerMatcher(token: string | undefined): (request: FastifyRequest) => boolean {
  if (!token) return () => false;
  const expected = digest(token);
  return (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return false;
    return timingSafeEqual(digest(header.slice(7).trim()), expected);
  };
}

/** Latency buckets, in seconds: a cached answer takes a millisecond, a rendered page tens. */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

interface MethodSeries {
  latency: LabelValues<string>;
  byStatus: Map<number, Tally>;
}

/**
 * GET /metrics in Prometheus's text format, for this process: requests,
 * latencies and errors per route, the mod's pings, the caches' hits and
 * misses, the database, and Node's own (event-loop lag, memory, CPU, garbage
 * collection). Read by the machine itself, or with the METRICS_TOKEN; anyone
 * else gets the answer of an unknown address.
 */
async function metrics(app: FastifyInstance, { config }: { config: Config }): Promise<void> {
  // The app's own registry: several apps in one process (the tests) keep their counts apart.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  app.addHook('onClose', async () => registry.clear());

  const requestTally = tallyCounter(
    registry,
    'millenaire_http_requests_total',
    'HTTP requests answered, by route pattern, method and status.',
    ['route', 'method', 'status'],
  );
  const latency = new Histogram({
    name: 'millenaire_http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer, by route pattern and method.',
    labelNames: ['route', 'method'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const errorTally = tallyCounter(
    registry,
    'millenaire_http_errors_total',
    'Server errors by route pattern: answers with a 5xx status (kind="answer") and unexpected errors thrown while answering (kind="thrown").',
    ['route', 'kind'],
  );
  const pingTally = tallyCounter(
    registry,
    'millenaire_pings_total',
    'The mod’s statistics pings stored, by result (stored, or refused as malformed or forged).',
    ['result'],
  );
  const cacheTally = tallyCounter(
    registry,
    'millenaire_cache_lookups_total',
    'Lookups of the site’s caches, by cache and result (hit or miss).',
    ['cache', 'result'],
  );

  new Gauge({
    name: 'millenaire_database_info',
    help: 'The database the site runs on (always 1), by engine: sqlite or postgres.',
    labelNames: ['dialect'],
    registers: [registry],
  }).set({ dialect: app.dialect }, 1);
  const pool = app.dbPool;
  if (pool) {
    new Gauge({
      name: 'millenaire_database_pool_connections',
      help: 'PostgreSQL connections of the pool, by state: total (open) and idle.',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new Gauge({
      name: 'millenaire_database_pool_waiting',
      help: 'Queries waiting for a PostgreSQL connection of the pool.',
      registers: [registry],
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const stored = pingTally({ result: 'stored' });
  const refused = pingTally({ result: 'refused' });
  const caches = new Map<string, CacheMeter>();
  // Per answer: three map lookups, two additions and one observation.
  const routes = new Map<string, Map<string, MethodSeries>>();
  const answeredErrors = new Map<string, Tally>();
  const thrownErrors = new Map<string, Tally>();
  const errorsOf = (map: Map<string, Tally>, route: string, kind: string): Tally => {
    let tally = map.get(route);
    if (!tally) {
      tally = errorTally({ route, kind });
      map.set(route, tally);
    }
    return tally;
  };
  const metrics: Metrics = {
    pings(storedCount: number, refusedCount: number) {
      stored.value += storedCount;
      refused.value += refusedCount;
    },
    cache(name: string) {
      let meter = caches.get(name);
      if (!meter) {
        const hits = cacheTally({ cache: name, result: 'hit' });
        const misses = cacheTally({ cache: name, result: 'miss' });
        meter = {
          hit: () => void (hits.value += 1),
          miss: () => void (misses.value += 1),
        };
        caches.set(name, meter);
      }
      return meter;
    },
  };
  /** One answer sent: its route's label (`routeLabel`), method, status and time in seconds. */
  const answered = (route: string, method: string, status: number, seconds: number) => {
    let methods = routes.get(route);
    if (!methods) {
      methods = new Map();
      routes.set(route, methods);
    }
    let series = methods.get(method);
    if (!series) {
      series = { latency: { route, method }, byStatus: new Map() };
      methods.set(method, series);
    }
    let requests = series.byStatus.get(status);
    if (!requests) {
      requests = requestTally({ route, method, status: String(status) });
      series.byStatus.set(status, requests);
    }
    requests.value += 1;
    latency.observe(series.latency, seconds);
    if (status >= 500) errorsOf(answeredErrors, route, 'answer').value += 1;
  };
  app.decorate('metrics', metrics);
  app.addHook('onResponse', (request, reply, done) => {
    answered(routeLabel(request), request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onError', (request, _reply, error, done) => {
    if (toErrorBody(error).status >= 500) {
      const route = routeLabel(request);
      errorsOf(thrownErrors, route, 'thrown').value += 1;
    }
    done();
  });

  const tokenMatches = bearerMatcher(config.metricsToken);
  app.get('/metrics', async (request, reply) => {
    // Anyone else gets what an unknown address answers: nothing says it exists.
    if (!fromThisMachine(request) && !tokenMatches(request)) return reply.callNotFound();
    const text = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
  });
}

/** Decorates `app.metrics` and serves GET /metrics; needs the database plugin first. */
export const metricsPlugin = fp(metrics, { name: 'metrics', dependencies: ['database'] });
