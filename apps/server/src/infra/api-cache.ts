import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import inject, { type CallbackFunc, type InjectOptions } from 'light-my-request';
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
import { accessLine, ANSWERED, REQUEST_ID_HEADER, requestIdOf } from './logging.ts';
import { routeLabel, UNMATCHED, type Metrics } from './metrics.ts';
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
}

/** The headers a kept answer is sent again with, beside its security headers. */
const KEPT_HEADERS = ['content-type', 'cache-control', 'etag'] as const;

/** The kept answers' mark on a request they could not answer, read by the keeper. */
const markOf = Symbol('api-cache-mark');
type Marked = IncomingMessage & { [markOf]?: number };

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
 * Sends a kept answer as the site's steps would have sent it (its request
 * id, security headers, HTTP caching and kept compression): 304 to a request
 * that holds its tag, its compressed form to a client that reads one, no body
 * to HEAD. Returns the status sent.
 */
function sendKept(
  request: IncomingMessage,
  response: ServerResponse,
  id: string,
  kept: CachedPage,
  security: Readonly<Record<string, string>>,
): number {
  const { ok, notModified } = prepare(kept, security);
  const etag = kept.headers?.etag;
  if (etag !== undefined && matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    response.writeHead(304, [...notModified, REQUEST_ID_HEADER, id]);
    response.end();
    return 304;
  }
  const chosen = keptForm(kept.html, request.headers['accept-encoding']);
  const body = chosen ? chosen.form : kept.html;
  const headers = chosen
    ? [...ok, 'content-encoding', chosen.encoding, 'vary', 'Accept-Encoding']
    : [...ok];
  headers.push('content-length', String(body.length), REQUEST_ID_HEADER, id);
  response.writeHead(200, headers);
  if (request.method === 'HEAD') response.end();
  else response.end(body);
  return 200;
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
  cache.store(request.url, payload, new Set(topics), mark, headers, routeLabel(request));
}

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

/** What the door needs of the app once it is ready. */
interface Open {
  cache: PageCache;
  log: FastifyBaseLogger;
  metrics: Metrics;
}

/**
 * The site's front door: every request, from a socket or in-process (the
 * pages' renders, `app.inject`), meets the kept API answers before Fastify.
 * An anonymous GET of the API whose answer is kept gets it here, as the
 * site's steps would have sent it, and is counted and logged as every other
 * answer (its route's label, the one access line with its request id); no
 * routing, hook or reply object is spent on it. Every other request goes on
 * to Fastify, an anonymous API GET marked so that the keeper
 * (`apiKeeperPlugin`) keeps its answer.
 *
 * Open once the app is ready, closed when it starts closing: from then on
 * Fastify answers every request (503 while it closes).
 */
export class KeptAnswersDoor {
  private open: Open | undefined;
  private fastify: Listener | undefined;
  private readonly headersFor: (url: string) => Readonly<Record<string, string>>;

  constructor(config: Config) {
    this.headersFor = securityHeadersFor(config);
  }

  /**
   * Fastify's `serverFactory`: its HTTP server, with Fastify's own timeouts,
   * whose requests come through the door.
   */
  readonly serverFactory = (handler: Listener, options: FastifyServerOptions): Server => {
    this.fastify = handler;
    const server = createServer(this.listener);
    server.keepAliveTimeout = options.keepAliveTimeout ?? server.keepAliveTimeout;
    server.requestTimeout = options.requestTimeout ?? server.requestTimeout;
    server.setTimeout(options.connectionTimeout ?? 0);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** The server's request listener: the kept answer, or Fastify. */
  readonly listener: Listener = (request, response) => {
    if (!this.answer(request, response)) this.fastify?.(request, response);
  };

  /** The kept answers while the door is open (the keeper stores into them). */
  get cache(): PageCache | undefined {
    return this.open?.cache;
  }

  opened(open: Open): void {
    this.open = open;
  }

  closed(): void {
    this.open = undefined;
  }

  /** True when a kept answer was sent. */
  private answer(request: IncomingMessage, response: ServerResponse): boolean {
    const open = this.open;
    const method = request.method;
    if (!open || (method !== 'GET' && method !== 'HEAD')) return false;
    const url = request.url ?? '';
    if (!url.startsWith('/api/') || mayCarryToken(request.headers)) return false;
    const start = performance.now();
    const kept = open.cache.get(url);
    if (!kept) {
      (request as Marked)[markOf] = open.cache.mark();
      return false;
    }
    const id = requestIdOf(request);
    const { log } = open;
    // Shaped as Fastify's request for its serializer: its host, and the
    // connection's address (the proxy's, behind one).
    const { headers, socket } = request;
    log.debug(
      {
        reqId: id,
        req: { method, url, headers, host: headers.host, ip: socket.remoteAddress, socket },
      },
      'incoming request',
    );
    const status = sendKept(request, response, id, kept, this.headersFor(url));
    const ms = performance.now() - start;
    open.metrics.answered(kept.route ?? UNMATCHED, method, status, ms / 1000);
    log.info({ reqId: id, ...accessLine(method, url, status, ms) }, ANSWERED);
    return true;
  }
}

/**
 * Answers of the API's GETs asked without a token, kept per address and sent
 * again as they are (with their ETag, so a revalidation is a 304): with no
 * token every visitor gets the same answer, so one answer serves them all
 * until a write changes its area (`app.changes`, on every process) or it is
 * 10 s old. Only answers that caches may keep (public, or private to nobody)
 * are kept; a request that may carry a token always reaches its route.
 *
 * Two parts: the door (`KeptAnswersDoor`, the app's server factory) sends a
 * kept answer before Fastify sees the request; `apiKeeperPlugin`, after HTTP
 * caching and before compression, keeps the answers the routes give. This
 * plugin opens the door once the app is ready, and makes `app.inject` go
 * through it as a socket's request does.
 */
export const apiCachePlugin = fp(
  async (app: FastifyInstance, { door }: { door: KeptAnswersDoor }) => {
    // The changes and metrics come later than this plugin.
    app.addHook('onReady', async () => {
      const kept = new PageCache({ ...API_CACHE_LIMITS, meter: app.metrics.cache('api') });
      app.changes.listen((topic) => kept.changed(topic));
      door.opened({ cache: kept, log: app.log, metrics: app.metrics });
    });
    app.addHook('preClose', (done) => {
      door.closed();
      done();
    });
    // Before the app is ready, and once it closes, Fastify's own (which waits
    // for it, or refuses).
    const fastifyInject = app.inject.bind(app);
    app.inject = ((options?: InjectOptions | string, callback?: CallbackFunc) =>
      door.cache
        ? inject(door.listener, options as InjectOptions, callback as CallbackFunc)
        : fastifyInject(options as InjectOptions, callback as CallbackFunc)) as typeof app.inject;
  },
  { name: 'api-cache' },
);

/**
 * Keeps the answers of the requests the kept answers could not serve (see
 * apiCachePlugin), and ends their making of it (PageCache.get: an answer past
 * its age is made again by one request while the others still get it).
 */
export const apiKeeperPlugin = fp(
  async (app: FastifyInstance, { door }: { door: KeptAnswersDoor }) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      const mark = (request.raw as Marked)[markOf];
      const cache = door.cache;
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
