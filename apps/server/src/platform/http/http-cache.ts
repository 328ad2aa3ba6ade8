import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sentToken, viewerConsulted } from './auth.ts';

/**
 * How long a browser or a shared cache (a reverse proxy, a CDN) may reuse a
 * public API answer without asking, then serve it while it asks again in the
 * background. Short: what the site shows changes with every write, and the
 * site's own pages ask with `cache: 'no-cache'` (they always revalidate, so a
 * visitor sees their own write at once).
 */
export const PUBLIC_API_CACHE = 'public, max-age=10, stale-while-revalidate=60';
/** An answer that depends on who asks, asked by nobody: the browser may keep it and must ask again. */
export const PERSONAL_ANONYMOUS_CACHE = 'private, no-cache';
/** An answer given to a token: nothing may keep it. */
export const PERSONAL_CACHE = 'private, no-store';

/**
 * A strong validator of an answer's bytes: two answers have the same tag only
 * when their bodies are identical (128 bits of SHA-1, quoted).
 */
export function strongEtag(body: string | Buffer): string {
  return `"${hash('sha1', body, 'base64url').slice(0, 22)}"`;
}

/** What a 304 leaves out of the answer it stands for: it has no body. */
export const NOT_MODIFIED_DROPS: readonly string[] = ['content-length', 'content-type'];

/**
 * Whether an `If-None-Match` header names this tag. GET and HEAD compare
 * weakly (RFC 9110 13.1.2): `W/"x"` matches `"x"`; `*` matches any answer.
 */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === opaque);
}

export type Encoding = 'br' | 'gzip';

/** Answers smaller than this go as they are (compression's threshold too). */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * The encoding to send, from `Accept-Encoding`: brotli, else gzip, unless the
 * client refused it (`;q=0`); null for neither.
 */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  // What browsers send (no weights): read at a glance.
  if (!header.includes(';')) {
    if (/(?:^|[\s,])br(?:$|[\s,])/i.test(header)) return 'br';
    return /(?:^|[\s,])(?:x-)?gzip(?:$|[\s,])|\*/i.test(header) ? 'gzip' : null;
  }
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [token = '', ...params] = part.split(';').map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (!refused) accepted.add(token === 'x-gzip' ? 'gzip' : token);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function cacheControlFor(request: FastifyRequest, reply: FastifyReply): string | undefined {
  if (!request.url.startsWith('/api/')) return undefined;
  if (reply.statusCode !== 200) return 'no-store';
  if (!viewerConsulted(request)) return PUBLIC_API_CACHE;
  return sentToken(request) ? PERSONAL_CACHE : PERSONAL_ANONYMOUS_CACHE;
}

/**
 * Sets a GET answer's caching headers, unless its route set them: who may keep
 * it and, for a 200 with a body in memory that may be kept, its strong ETag
 * (answered; undefined when it has none).
 */
export function setHttpCaching(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): string | undefined {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!reply.hasHeader('cache-control')) {
    const cacheControl = cacheControlFor(request, reply);
    if (cacheControl !== undefined) reply.header('cache-control', cacheControl);
  }
  if (reply.statusCode !== 200) return undefined;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return undefined;
  if (String(reply.getHeader('cache-control')).includes('no-store')) return undefined;
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string') return etag;
  const made = strongEtag(payload);
  reply.header('etag', made);
  return made;
}

/** The answer's payload once its caching headers are set: '' for a 304. */
function withHttpCaching(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  const etag = setHttpCaching(request, reply, payload);
  if (etag === undefined || !matchesIfNoneMatch(request.headers['if-none-match'], etag)) {
    return payload;
  }
  reply.code(304);
  for (const name of NOT_MODIFIED_DROPS) reply.removeHeader(name);
  return '';
}

/**
 * HTTP caching of every answer in one place, before compression sees it:
 * API answers say who may keep them (public for a short time when the route
 * never asked who is calling; private otherwise, never stored when a token
 * was sent); a GET answered 200 with a body in memory carries a strong ETag,
 * and a request that already holds that body gets 304 without it. A route
 * that sets its own Cache-Control or ETag keeps them.
 */
export const httpCachePlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook: every answer passes here, without a promise of its own.
    app.addHook('onSend', (request, reply, payload, done) => {
      done(null, withHttpCaching(request, reply, payload));
    });
  },
  { name: 'http-cache' },
);
