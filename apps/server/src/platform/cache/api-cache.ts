import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { mayCarryToken } from '../http/auth.ts';
import { bodyCache, cachedBody, sendCached, type Cache, type CachedBody } from './cache.ts';
import { apiTopic } from './writes.ts';
import { PERSONAL_ANONYMOUS_CACHE, PUBLIC_API_CACHE, setHttpCaching } from '../http/http-cache.ts';

/**
 * Cached API answers: as many addresses as the pages, 16 MB, and 10 s at
 * most, like every other answer the areas cache (what changes without an
 * announced write shows that late at most).
 */
export const API_CACHE_LIMITS = {
  maxEntries: 5_000,
  maxBytes: 16 * 1024 * 1024,
  maxAgeMs: 10_000,
};

/** The headers a cached answer is sent again with (its security headers and id are the request's own). */
const CACHED_HEADERS = ['content-type', 'cache-control', 'etag'] as const;

/** Set on a request whose answer is to be cached: the cache's mark, taken before the route read its data. */
const markOf = Symbol('api-cache-mark');
type Marked = FastifyRequest & { [markOf]?: number };

function cacheable(request: FastifyRequest): boolean {
  const { method, url } = request;
  return (
    (method === 'GET' || method === 'HEAD') &&
    url.startsWith('/api/') &&
    !mayCarryToken(request.headers)
  );
}

/** Caches the answer a route just gave, when caches may keep it and it has a topic. */
function store(
  cache: Cache<CachedBody>,
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  mark: number,
): void {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return;
  // Its caching headers as HTTP caching gives them (which then keeps them).
  setHttpCaching(request, reply, payload);
  const cacheControl = reply.getHeader('cache-control');
  if (cacheControl !== PUBLIC_API_CACHE && cacheControl !== PERSONAL_ANONYMOUS_CACHE) return;
  const topic = apiTopic(request.url);
  if (topic === null) return;
  const topics = request.routeOptions.config.endpoint?.reads ?? [topic];
  const headers: Record<string, string> = {};
  for (const name of CACHED_HEADERS) {
    const value = reply.getHeader(name);
    if (typeof value === 'string') headers[name] = value;
  }
  cache.set(request.url, cachedBody(payload, headers), new Set(topics), mark);
}

/**
 * Answers of the API's GETs asked without a token, cached per address and
 * sent again as they are (with their ETag, so a revalidation is a 304): with
 * no token every visitor gets the same answer, so one answer serves them all
 * until a write changes its topic (`app.changes`, on every process) or it is
 * 10 s old. Only answers that caches may keep (public, or private to nobody)
 * are cached; a request that may carry a token always reaches its route.
 *
 * A cached answer is sent from the first hook after the request's id and
 * security headers are set (the steps after it, cookies and the text check
 * of its address, it no longer needs: its address passed them when it was
 * made); HTTP caching (304), compression, the access line and the metrics
 * then treat it as any other answer. An answer is cached from the first
 * `onSend` hook, with the caching headers HTTP caching gives it, before
 * compression (the cached bytes are the answer's own).
 */
export const apiCachePlugin = fp(
  async (app: FastifyInstance) => {
    let cache: Cache<CachedBody> | undefined;
    // The changes and metrics are registered later than this plugin.
    app.addHook('onReady', async () => {
      const created = bodyCache({ ...API_CACHE_LIMITS, meter: app.metrics.cache('api') });
      app.changes.listen((topic) => created.changed(topic));
      cache = created;
    });
    app.addHook('onRequest', (request, reply, done) => {
      if (!cache || !cacheable(request)) return done();
      const cached = cache.get(request.url);
      if (!cached) {
        (request as Marked)[markOf] = cache.mark();
        return done();
      }
      sendCached(reply, cache, request.url, cached);
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      const mark = (request as Marked)[markOf];
      if (cache && mark !== undefined) {
        if (reply.statusCode === 200) store(cache, request, reply, payload, mark);
        // Cached or not, the next request past its age may make it again.
        cache.release(request.url);
      }
      done(null, payload);
    });
  },
  { name: 'api-cache' },
);
