import { markKept } from './kept-compression.ts';
import { UNMETERED, type CacheMeter } from './metrics.ts';

/**
 * Rendered public pages (and, with the same rules, the API's anonymous answers:
 * infra/api-cache.ts), kept per address and language: a page is the same
 * for every visitor, so it is rendered once and sent again until a write
 * changes what it shows. Each page remembers the topics it read (the API
 * areas its render called); a change of one of them drops it, on every
 * process (infra/changes.ts). Pages whose data change without a write through
 * the API (counts done later) are announced by their area; `maxAgeMs` bounds
 * what nothing announced. Least recently used pages go first past the limits.
 *
 * A page past its age is made again by one caller while the others still get
 * it (see `get`): under load, every request arriving before the new render is
 * stored would otherwise make it too, all at once (on PostgreSQL, as many
 * queries as the pool holds, the rest queued behind them).
 */
export interface CachedPage {
  /** Encoded once, sent as it is. */
  html: Buffer;
  size: number;
  topics: ReadonlySet<string>;
  storedAt: number;
  /** Headers sent with it, when the keeper needs them again (API answers). */
  headers?: Readonly<Record<string, string>>;
  /** The route that made it, when it is sent again without its route (API answers' metrics). */
  route?: string;
}

export interface PageCacheOptions {
  maxEntries: number;
  maxBytes: number;
  maxAgeMs: number;
  now?: () => number;
  /** Counts its hits and misses (`app.metrics.cache(name)`). */
  meter?: CacheMeter;
}

/**
 * A caller making a page past its age again gets this long before another
 * caller is told to make it too (the first may have gone without `release`).
 */
export const REMAKE_WAIT_MS = 1_000;

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  private bytes = 0;
  /** Counts changes, so a render that read data before a change is not kept. */
  private generation = 0;
  /**
   * The generation of each topic's last change: a render is refused only for
   * a change of what it read, so a busy topic (the advancements' recounts on a
   * release day) does not keep every other page from being kept.
   */
  private readonly changedAt = new Map<string, number>();
  /** Pages past their age being made again, with when their maker started. */
  private readonly remaking = new Map<string, number>();
  private readonly now: () => number;
  private readonly meter: CacheMeter;

  constructor(private readonly options: PageCacheOptions) {
    // Read at each call, so a test may set the time.
    this.now = options.now ?? (() => Date.now());
    this.meter = options.meter ?? UNMETERED;
  }

  /** `member`: drawn for a visitor holding the session cookie, with placeholders. */
  static key(language: string, url: string, member = false): string {
    return `${language}${member ? ' member' : ''} ${url}`;
  }

  /** The mark to give `store`: taken before a render reads its data. */
  mark(): number {
    return this.generation;
  }

  /**
   * The page kept for `key`, or undefined when the caller is to make it (and
   * then `store` or `release` it). A page past its age goes on being given
   * while one caller makes it again, for as long as its age once more at
   * most; the first caller after its age, and again one a second later while
   * none stored it, gets undefined. A page dropped by a change is never given.
   */
  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (!page) {
      this.meter.miss();
      return undefined;
    }
    const now = this.now();
    const age = now - page.storedAt;
    // Past its age twice over, it is made again whatever callers do.
    const gone = age > 2 * this.options.maxAgeMs;
    if (gone) this.remove(key, page);
    if (gone || (age > this.options.maxAgeMs && this.remakes(key, now))) {
      this.meter.miss();
      return undefined;
    }
    this.meter.hit();
    // Most recently used last: the map's order is the eviction order.
    this.pages.delete(key);
    this.pages.set(key, page);
    return page;
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

  /** Keeps a render, unless one of its topics changed since `mark` (it may have read old data). */
  store(
    key: string,
    html: string | Buffer,
    topics: ReadonlySet<string>,
    mark: number,
    headers?: Readonly<Record<string, string>>,
    route?: string,
  ): boolean {
    for (const topic of topics) {
      if ((this.changedAt.get(topic) ?? 0) > mark) return false;
    }
    // Sent again and again: compressed once per encoding (infra/kept-compression.ts).
    const encoded = markKept(Buffer.from(html));
    const size = encoded.length;
    if (size > this.options.maxBytes / 4) return false;
    const old = this.pages.get(key);
    if (old) this.remove(key, old);
    this.pages.set(key, { html: encoded, size, topics, storedAt: this.now(), headers, route });
    this.bytes += size;
    for (const [oldest, page] of this.pages) {
      if (this.pages.size <= this.options.maxEntries && this.bytes <= this.options.maxBytes) break;
      this.remove(oldest, page);
    }
    return true;
  }

  /** Drops every page that read `topic`. */
  changed(topic: string): void {
    this.generation += 1;
    this.changedAt.set(topic, this.generation);
    for (const [key, page] of this.pages) {
      if (page.topics.has(topic)) this.remove(key, page);
    }
  }

  get size(): number {
    return this.pages.size;
  }

  private remove(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.remaking.delete(key);
    this.bytes -= page.size;
  }
}
