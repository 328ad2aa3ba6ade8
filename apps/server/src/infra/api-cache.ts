import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sentToken } from './auth.ts';
import { apiTopic } from './changes.ts';
import { PERSONAL_ANONYMOUS_CACHE, PUBLIC_API_CACHE } from './http-cache.ts';
import { PageCache } from './page-cache.ts';

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
}

/** The headers a kept answer is sent again with. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag'] as const;

const markOf = Symbol('api-cache-mark');
type Marked = FastifyRequest & { [markOf]?: number };

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
 * are kept; a request with a token always reaches its route.
 */
export const apiCachePlugin = fp(
  async (app: FastifyInstance) => {
    let cache: PageCache | undefined;
    // The changes and metrics come later than this plugin, which must come
    // before compression (it keeps the answer's own bytes).
    app.addHook('onReady', async () => {
      const kept = new PageCache({ ...API_CACHE_LIMITS, meter: app.metrics.cache('api') });
      app.changes.listen((topic) => kept.changed(topic));
      cache = kept;
    });

    // Callback hooks, as the site's other per-request hooks: no promise for
    // every request. A kept answer is sent here, and the route never runs.
    app.addHook('onRequest', (request, reply, done) => {
      if (!cache || (request.method !== 'GET' && request.method !== 'HEAD')) return done();
      if (!request.url.startsWith('/api/') || sentToken(request)) return done();
      const kept = cache.get(request.url);
      if (kept) {
        reply.headers(kept.headers ?? {}).send(kept.html);
        return;
      }
      (request as Marked)[markOf] = cache.mark();
      done();
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const mark = (request as Marked)[markOf];
      if (cache && mark !== undefined && reply.statusCode === 200)
        keep(cache, request, reply, payload, mark);
      done(null, payload);
    });
  },
  { name: 'api-cache' },
);
