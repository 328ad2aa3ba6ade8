import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mayCarryToken } from './auth.ts';
import { apiTopic } from './changes.ts';
import type { Config } from '../config.ts';
import {
  matchesIfNoneMatch,
  NOT_MODIFIED_DROPS,
  PERSONAL_ANONYMOUS_CACHE,
  PUBLIC_API_CACHE,
} from './http-cache.ts';
import { keptForm } from './kept-compression.ts';
import { REQUEST_ID_HEADER } from './logging.ts';
import { PageCache, type CachedPage } from './page-cache.ts';
import { securityHeadersFor } from './security.ts';

/**
 * Kept API answers: as many addresses as the pages keep, 32 MB, and 10 s at
 * most, like every other answer the areas keep (what changes without an
 * announced write shows that late at most).
 */
export const API_CACHE_LIMITS = {
  maxEntries: 5_000,
  maxBytes: 32 * 1024 * 1024,
  maxAgeMs: 10_000,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The changes (infra/changes.ts) a kept answer of this route is dropped
     * by, when not only its address's own area's: a search across areas
     * reads several.
     */
    reads?: readonly string[];
  }
  interface FastifyInstance {
    /** The kept API answers, once the app is ready (the keeper stores into it). */
    [keptAnswers]: { cache?: PageCache };
  }
}

const keptAnswers = Symbol('kept-api-answers');

/** The headers a kept answer is sent again with, beside its security headers. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag'] as const;

const markOf = Symbol('api-cache-mark');
type Marked = FastifyRequest & { [markOf]?: number };

/**
 * A kept answer's headers as raw name/value pairs, built once per answer:
 * what the route's answer carried (its security headers, type, caching and
 * tag), and for a 304 the same without what a 304 leaves out.
 */
interface Prepared {
  ok: string[];
  notModified: string[];
}
const prepared = new WeakMap<CachedPage, Prepared>();

function prepare(kept: CachedPage, security: Readonly<Record<string, string>>): Prepared {
  let ready = prepared.get(kept);
  if (!ready) {
    const ok = Object.entries(security).flat();
    const notModified = [...ok];
    for (const [name, value] of Object.entries(kept.headers ?? {})) {
      ok.push(name, value);
      if (!NOT_MODIFIED_DROPS.includes(name)) notModified.push(name, value);
    }
    ready = { ok, notModified };
    prepared.set(kept, ready);
  }
  return ready;
}

/**
 * Sends a kept answer straight to the socket, as the steps it skips (the
 * request id, the security headers, HTTP caching and kept compression) would
 * have sent it: 304 to a request that holds its tag, its compressed form to a
 * client that reads one, no body to HEAD. The onResponse steps (metrics, the
 * access log) still run.
 */
function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  kept: CachedPage,
  security: Readonly<Record<string, string>>,
): void {
  const { ok, notModified } = prepare(kept, security);
  const etag = kept.headers?.etag;
  reply.hijack();
  const raw = reply.raw;
  if (etag !== undefined && matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    raw.writeHead(304, [...notModified, REQUEST_ID_HEADER, request.id]);
    raw.end();
    return;
  }
  const chosen = keptForm(kept.html, request.headers['accept-encoding']);
  const body = chosen ? chosen.form : kept.html;
  const headers = chosen
    ? [...ok, 'content-encoding', chosen.encoding, 'vary', 'Accept-Encoding']
    : [...ok];
  headers.push('content-length', String(body.length), REQUEST_ID_HEADER, request.id);
  raw.writeHead(200, headers);
  if (request.method === 'HEAD') raw.end();
  else raw.end(body);
}

/** Keeps an answer the route just gave, when caches may keep it and it has an area. */
function keep(
  cache: PageCache,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  mark: number,
): void {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
  const cacheControl = reply.getHeader('cache-control');
  if (cacheControl !== PUBLIC_API_CACHE && cacheControl !== PERSONAL_ANONYMOUS_CACHE) return;
  const topic = apiTopic(request.url);
  if (topic === null) return;
  const topics = request.routeOptions.config.reads ?? [topic];
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (typeof value === 'string') headers[name] = value;
  }
  cache.store(request.url, payload, new Set(topics), mark, headers);
}

/**
 * Answers of the API's GETs asked without a token, kept per address and sent
 * again as they are (with their ETag, so a revalidation is a 304): with no
 * token every visitor gets the same answer, so one answer serves them all
 * until a write changes its area (`app.changes`, on every process) or it is
 * 10 s old. Only answers that caches may keep (public, or private to nobody)
 * are kept; a request that may carry a token always reaches its route.
 *
 * Two parts, each at its place among the site's hooks: this one, registered
 * first of all, sends a kept answer before any other step runs (the answer
 * already holds what they would add); `apiKeeperPlugin`, after HTTP caching
 * and before compression, keeps the answers the routes give.
 */
export const apiCachePlugin = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const holder: { cache?: PageCache } = {};
    app.decorate(keptAnswers, holder);
    const headersFor = securityHeadersFor(config);
    // The changes and metrics come later than this plugin, which must come
    // before every other per-request step.
    app.addHook('onReady', async () => {
      const kept = new PageCache({ ...API_CACHE_LIMITS, meter: app.metrics.cache('api') });
      app.changes.listen((topic) => kept.changed(topic));
      holder.cache = kept;
    });

    // Callback hooks, as the site's other per-request hooks: no promise for
    // every request. A kept answer is sent here, and the route never runs.
    app.addHook('onRequest', (request, reply, done) => {
      const cache = holder.cache;
      if (!cache || (request.method !== 'GET' && request.method !== 'HEAD')) return done();
      if (!request.url.startsWith('/api/') || mayCarryToken(request.headers)) return done();
      const kept = cache.get(request.url);
      if (kept) return sendKept(request, reply, kept, headersFor(request.url));
      (request as Marked)[markOf] = cache.mark();
      done();
    });
  },
  { name: 'api-cache' },
);

/**
 * Keeps the answers of the requests the kept answers could not serve (see
 * apiCachePlugin), and ends their making of it (PageCache.get: an answer past
 * its age is made again by one request while the others still get it).
 */
export const apiKeeperPlugin = fp(
  async (app: FastifyInstance) => {
    const holder = app[keptAnswers];
    app.addHook('onSend', (request, reply, payload, done) => {
      const mark = (request as Marked)[markOf];
      const cache = holder.cache;
      if (cache && mark !== undefined) {
        if (reply.statusCode === 200) keep(cache, request, reply, payload, mark);
        // Kept or not, the next request past its age may make it again.
        cache.release(request.url);
      }
      done(null, payload);
    });
  },
  { name: 'api-keeper', dependencies: ['api-cache'] },
);
