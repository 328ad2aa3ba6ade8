import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import {
  acceptedEncoding,
  COMPRESS_FROM_BYTES,
  matchesIfNoneMatch,
  type Encoding,
} from '../http/http-cache.ts';
import { UNMETERED, type CacheMeter } from '../ops/metrics.ts';

/**
 * The site's one cache: what it remembers instead of making again (rendered
 * pages, API answers, feeds, sitemaps, area data read on every visit). Least
 * recently used entries go first past `maxEntries` or `maxBytes`.
 *
 * - **Age**: an entry older than `maxAgeMs` is made again by one caller while
 *   the others still get it (stale while remaking), so a busy address is not
 *   made by every request that arrives before the new one is stored; past
 *   twice its age it is never given.
 * - **Topics**: each entry names the parts of the site it was made from (the
 *   API's first path segment: 'library', 'encyclopedia'). `changed(topic)`
 *   drops every entry that read it; `app.changes` calls it on every process
 *   after a write (platform/cache/writes.ts).
 * - **Marks**: `mark()` before reading the data, `set(..., mark)` after: an
 *   entry made from data read before a change of its topics is not stored.
 */
export interface CacheOptions<V> {
  maxEntries: number;
  maxAgeMs: number;
  /** With `sizeOf`, the bytes all entries may hold together. */
  maxBytes?: number;
  sizeOf?: (value: V) => number;
  /** Read at each call, so a test may set the time. */
  now?: () => number;
  /** Counts its hits and misses (`app.metrics.cache(name)`). */
  meter?: CacheMeter;
}

interface Entry<V> {
  value: V;
  topics: ReadonlySet<string>;
  storedAt: number;
}

/**
 * A caller making an entry past its age again gets this long before another
 * caller is told to make it too (the first may have gone without `release`).
 */
export const REMAKE_WAIT_MS = 1_000;

const NO_TOPICS: ReadonlySet<string> = new Set();

export class Cache<V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<string, Entry<V>>;
  /** Counts changes, so what was made from data read before one is not stored. */
  private generation = 0;
  /** The generation of each topic's last change (and of the last `clear`). */
  private readonly changedAt = new Map<string, number>();
  private clearedAt = 0;
  /** Entries past their age being made again, with when their maker started. */
  private readonly remaking = new Map<string, number>();
  /** `fetch` loads under way: concurrent misses of one key share one. */
  private readonly loading = new Map<string, Promise<V>>();
  private readonly now: () => number;
  private readonly meter: CacheMeter;

  constructor(private readonly options: CacheOptions<V>) {
    this.now = options.now ?? (() => Date.now());
    this.meter = options.meter ?? UNMETERED;
    const { sizeOf, maxBytes } = options;
    this.entries = new LRUCache<string, Entry<V>>({
      max: options.maxEntries,
      ...(sizeOf && maxBytes
        ? {
            maxSize: maxBytes,
            // One entry never takes more than a quarter of the whole.
            maxEntrySize: Math.floor(maxBytes / 4),
            sizeCalculation: (entry: Entry<V>) => Math.max(1, sizeOf(entry.value)),
          }
        : {}),
      dispose: (_entry, key) => this.remaking.delete(key),
    });
  }

  /** The mark to give `set`: taken before reading the data an entry is made of. */
  mark(): number {
    return this.generation;
  }

  /**
   * The entry for `key`, or undefined when the caller is to make it (and then
   * `set` or `release` it). An entry past its age goes on being given while
   * one caller makes it again; the first caller after its age, and again one
   * a second later while none stored it, gets undefined.
   */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) {
      this.meter.miss();
      return undefined;
    }
    const now = this.now();
    const age = now - entry.storedAt;
    const gone = age > 2 * this.options.maxAgeMs;
    if (gone) this.entries.delete(key);
    if (gone || (age > this.options.maxAgeMs && this.remakes(key, now))) {
      this.meter.miss();
      return undefined;
    }
    this.meter.hit();
    return entry.value;
  }

  /** True when no caller is making `key` again, or its maker started a wait ago: this caller makes it. */
  private remakes(key: string, now: number): boolean {
    const since = this.remaking.get(key);
    if (since !== undefined && now - since < REMAKE_WAIT_MS) return false;
    this.remaking.set(key, now);
    return true;
  }

  /** Ends a caller's making of `key` that stored nothing: the next caller makes it. */
  release(key: string): void {
    this.remaking.delete(key);
  }

  /**
   * Stores `value`, unless one of its topics changed (or the cache was
   * cleared) since `mark`: it may have been made from old data. True when stored.
   */
  set(key: string, value: V, topics: ReadonlySet<string> = NO_TOPICS, mark?: number): boolean {
    this.remaking.delete(key);
    if (mark !== undefined) {
      if (this.clearedAt > mark) return false;
      for (const topic of topics) if ((this.changedAt.get(topic) ?? 0) > mark) return false;
    }
    this.entries.set(key, { value, topics, storedAt: this.now() });
    return this.entries.has(key);
  }

  /** Counts an entry's size again after its value grew (a compressed copy made for it). */
  resized(key: string): void {
    const entry = this.entries.peek(key);
    if (entry) this.entries.set(key, { ...entry }, { noUpdateTTL: true });
  }

  /**
   * Read-through: the entry for `key`, or what `load` gives (stored, with the
   * topics it read, for the next callers). Concurrent callers of a missing key share one load; a
   * failed load is not stored, so the next call tries again.
   */
  fetch(key: string, load: () => Promise<V>, topics: ReadonlySet<string> = NO_TOPICS): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const under = this.loading.get(key);
    if (under) return under;
    const mark = this.mark();
    const loaded = load().then(
      (value) => {
        this.set(key, value, topics, mark);
        return value;
      },
      (error: unknown) => {
        this.release(key);
        throw error;
      },
    );
    const done = () => {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    };
    loaded.then(done, done);
    this.loading.set(key, loaded);
    return loaded;
  }

  /** Drops one entry. */
  delete(key: string): void {
    this.entries.delete(key);
  }

  /** Drops every entry that read `topic`. */
  changed(topic: string): void {
    this.generation += 1;
    this.changedAt.set(topic, this.generation);
    for (const [key, entry] of this.entries.entries()) {
      if (entry.topics.has(topic)) this.entries.delete(key);
    }
  }

  /** Drops every entry (a write that changes what every entry may hold). */
  clear(): void {
    this.generation += 1;
    this.clearedAt = this.generation;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /** The bytes the entries take, as `sizeOf` counts them. */
  get bytes(): number {
    return this.entries.calculatedSize;
  }
}

/** The cache key of a page (or feed) in a language; `member`: drawn with placeholders for a session holder. */
export function pageKey(language: string, url: string, member = false): string {
  return `${language}${member ? ' member' : ''} ${url}`;
}

/**
 * An answer cached as bytes (a page, an API answer, a feed), sent again as it
 * is with its headers; each compressed form is made once, on the first ask
 * of it, and counted in the cache's bytes.
 */
export interface CachedBody {
  body: Buffer;
  /** Sent with it: its type, caching, tag. */
  headers: Readonly<Record<string, string>>;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** A cache of bytes: what it holds counts its compressed forms and headers. */
export function bodyCache(options: Omit<CacheOptions<CachedBody>, 'sizeOf'>): Cache<CachedBody> {
  return new Cache<CachedBody>({
    ...options,
    sizeOf: (cached) =>
      cached.body.length +
      (cached.compressed.br?.length ?? 0) +
      (cached.compressed.gzip?.length ?? 0) +
      256,
  });
}

export function cachedBody(
  body: string | Buffer,
  headers: Readonly<Record<string, string>>,
): CachedBody {
  return { body: Buffer.from(body), headers, compressed: {} };
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 9,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 9 });
}

/**
 * Sends a cached answer with its headers, compressed once per encoding when
 * the client reads one (compression then leaves it alone: it already has its
 * Content-Encoding). HTTP caching still answers a revalidation with 304.
 */
export function sendCached(
  reply: FastifyReply,
  cache: Cache<CachedBody>,
  key: string,
  cached: CachedBody,
): FastifyReply {
  reply.headers(cached.headers);
  const { body } = cached;
  if (body.length < COMPRESS_FROM_BYTES) return reply.send(body);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding');
  // A revalidation gets 304 from HTTP caching: nothing to compress.
  const etag = cached.headers.etag;
  if (etag !== undefined && matchesIfNoneMatch(reply.request.headers['if-none-match'], etag)) {
    return reply.send(body);
  }
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (encoding === null) return reply.send(body);
  let form = cached.compressed[encoding];
  if (!form) {
    form = compress(body, encoding);
    cached.compressed[encoding] = form;
    cache.resized(key);
  }
  return reply.header('content-encoding', encoding).send(form);
}
