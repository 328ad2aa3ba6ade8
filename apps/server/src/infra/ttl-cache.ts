import { UNMETERED, type CacheMeter } from './metrics.ts';

/**
 * A small read-through cache for answers that change rarely and are read on
 * every game start (the mod's version check). Entries live `ttlMs` at most,
 * which bounds how stale an answer can be after a write; a write path in the
 * same process can call clear(). Concurrent misses for one key share a single load.
 * With maxEntries, the oldest entry makes room for a new one, so keys taken
 * from requests cannot grow it without end.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: Promise<V>; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = Infinity,
    /** Counts its hits and misses (`app.metrics.cache(name)`). */
    private readonly meter: CacheMeter = UNMETERED,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) {
      this.meter.hit();
      return hit.value;
    }
    this.meter.miss();
    const entry = { value: load(), expires: now + this.ttlMs };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    // A failed load is not remembered: the next call tries again.
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }

  clear(): void {
    this.entries.clear();
  }
}
