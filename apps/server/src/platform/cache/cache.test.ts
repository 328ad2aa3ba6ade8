import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { insertContents, LIBRARY_TEST_OPTIONS } from '../../test/library.ts';
import { createUser } from '../../test/users.ts';
import { Cache, pageKey, REMAKE_WAIT_MS, type CacheOptions } from './cache.ts';

const topics = (...names: string[]) => new Set(names);

function cache(options: Partial<CacheOptions<string>> = {}) {
  let now = 0;
  const pages = new Cache<string>({
    maxEntries: 3,
    maxBytes: 1_000,
    sizeOf: (page) => page.length,
    maxAgeMs: 60_000,
    now: () => now,
    ...options,
  });
  return { pages, advance: (ms: number) => (now += ms) };
}

describe('the cache', () => {
  it('holds a page per language and address', () => {
    const { pages } = cache();
    pages.set(pageKey('en', '/a'), 'A en', topics('x'), pages.mark());
    pages.set(pageKey('fr', '/a'), 'A fr', topics('x'), pages.mark());
    expect(pages.get(pageKey('en', '/a'))).toBe('A en');
    expect(pages.get(pageKey('fr', '/a'))).toBe('A fr');
    expect(pages.get(pageKey('en', '/a?page=2'))).toBeUndefined();
    expect(pageKey('en', '/a', true)).not.toBe(pageKey('en', '/a'));
  });

  it('drops the entries that read a changed topic, and only those', () => {
    const { pages } = cache();
    pages.set('en /library', 'L', topics('library', 'site'), pages.mark());
    pages.set('en /history', 'H', topics('versions', 'site'), pages.mark());
    pages.changed('library');
    expect(pages.get('en /library')).toBeUndefined();
    expect(pages.get('en /history')).toBe('H');
    pages.changed('site');
    expect(pages.size).toBe(0);
  });

  it('does not store what was read before a change of its topics, or before a clear', () => {
    const { pages } = cache();
    const mark = pages.mark();
    pages.changed('library');
    expect(pages.set('en /library', 'old', topics('library'), mark)).toBe(false);
    expect(pages.get('en /library')).toBeUndefined();
    const beforeClear = pages.mark();
    pages.clear();
    expect(pages.set('en /x', 'old', topics('x'), beforeClear)).toBe(false);
  });

  it('stores what read only topics that did not change meanwhile', () => {
    const { pages } = cache();
    const mark = pages.mark();
    pages.changed('advancements');
    expect(pages.set('en /library', 'L', topics('library', 'site'), mark)).toBe(true);
    expect(pages.get('en /library')).toBe('L');
    const next = pages.mark();
    pages.changed('site');
    expect(pages.set('en /history', 'H', topics('versions', 'site'), next)).toBe(false);
  });

  it('lets the least recently used entry go past the limits', () => {
    const { pages } = cache();
    for (const name of ['a', 'b', 'c']) pages.set(name, name);
    pages.get('a');
    pages.set('d', 'd');
    expect(['a', 'b', 'c', 'd'].filter((name) => pages.get(name))).toEqual(['a', 'c', 'd']);
    for (const name of ['big', 'big2', 'big3', 'big4']) pages.set(name, 'x'.repeat(240));
    expect(pages.size).toBeLessThanOrEqual(3);
    expect(pages.bytes).toBeLessThanOrEqual(1_000);
    expect(pages.get('big4')).toHaveLength(240);
    // An entry larger than a quarter of the whole is never stored.
    expect(pages.set('huge', 'x'.repeat(300))).toBe(false);
  });

  it('makes an entry again once it is older than its age', () => {
    const { pages, advance } = cache();
    pages.set('a', 'a');
    advance(59_000);
    expect(pages.get('a')).toBeDefined();
    advance(2_000);
    expect(pages.get('a')).toBeUndefined();
    const mark = pages.mark();
    expect(pages.get('a')).toBe('a');
    pages.set('a', 'a2', topics(), mark);
    expect(pages.get('a')).toBe('a2');
  });

  it('lets one caller make an entry past its age while the others still get it', () => {
    const { pages, advance } = cache();
    pages.set('a', 'old', topics('x'));
    advance(61_000);
    expect(pages.get('a')).toBeUndefined();
    const mark = pages.mark();
    for (let i = 0; i < 5; i += 1) expect(pages.get('a')).toBe('old');
    // A maker that takes longer than the wait gets a second one beside it.
    advance(REMAKE_WAIT_MS);
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('a')).toBe('old');
    expect(pages.set('a', 'new', topics('x'), mark)).toBe(true);
    pages.release('a');
    expect(pages.get('a')).toBe('new');
    expect(pages.get('a')).toBe('new');
  });

  it('gives the next caller the making when a maker released it without storing', () => {
    const { pages, advance } = cache();
    pages.set('a', 'old');
    advance(61_000);
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('a')).toBeDefined();
    pages.release('a');
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('a')).toBeDefined();
  });

  it('gives an entry past its age for its age once more at most', () => {
    const { pages, advance } = cache();
    pages.set('a', 'old');
    advance(61_000);
    expect(pages.get('a')).toBeUndefined();
    advance(58_000);
    // Its first maker is long gone: another one makes it.
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('a')).toBe('old');
    advance(2_000);
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('a')).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it('never gives an entry past its age that a change dropped', () => {
    const { pages, advance } = cache();
    pages.set('a', 'old', topics('x'));
    advance(61_000);
    const mark = pages.mark();
    expect(pages.get('a')).toBeUndefined();
    pages.changed('x');
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('a')).toBeUndefined();
    expect(pages.set('a', 'stale', topics('x'), mark)).toBe(false);
    expect(pages.get('a')).toBeUndefined();
  });

  it('counts an entry again when it grows', () => {
    const values = new Map<string, number>();
    const sized = new Cache<{ name: string }>({
      maxEntries: 10,
      maxBytes: 1_000,
      sizeOf: (value) => values.get(value.name) ?? 1,
      maxAgeMs: 60_000,
    });
    const a = { name: 'a' };
    values.set('a', 100);
    sized.set('a', a);
    expect(sized.bytes).toBe(100);
    values.set('a', 200);
    sized.resized('a');
    expect(sized.bytes).toBe(200);
    expect(sized.get('a')).toBe(a);
  });
});

describe('reading through the cache', () => {
  it('loads once per key until the entry is past its age or cleared', async () => {
    let now = 0;
    const answers = new Cache<number>({ maxEntries: 10, maxAgeMs: 1000, now: () => now });
    let loads = 0;
    const load = async () => ++loads;
    expect(await answers.fetch('en', load)).toBe(1);
    expect(await answers.fetch('en', load)).toBe(1);
    expect(await answers.fetch('fr', load)).toBe(2);
    now += 1001;
    // Past its age: one caller loads it again, the others still get it meanwhile.
    const [first, second] = await Promise.all([
      answers.fetch('en', load),
      answers.fetch('en', load),
    ]);
    expect([first, second]).toEqual([3, 1]);
    expect(await answers.fetch('en', load)).toBe(3);
    answers.clear();
    expect(await answers.fetch('en', load)).toBe(4);
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    const answers = new Cache<string>({ maxEntries: 10, maxAgeMs: 1000 });
    let loads = 0;
    const slow = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    const [a, b] = await Promise.all([answers.fetch('k', slow), answers.fetch('k', slow)]);
    expect([a, b, loads]).toEqual(['v1', 'v1', 1]);
    const failing = answers.fetch('x', () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    expect(await answers.fetch('x', async () => 'up')).toBe('up');
  });

  it('does not store a load that read before a clear', async () => {
    const answers = new Cache<string>({ maxEntries: 10, maxAgeMs: 60_000 });
    let release: (value: string) => void = () => {};
    const pending = answers.fetch('k', () => new Promise<string>((resolve) => (release = resolve)));
    answers.clear();
    release('before the write');
    expect(await pending).toBe('before the write');
    expect(await answers.fetch('k', async () => 'after the write')).toBe('after the write');
  });

  it('holds at most maxEntries, letting the least recently used go', async () => {
    vi.useRealTimers();
    const answers = new Cache<number>({ maxEntries: 2, maxAgeMs: 60_000 });
    let loads = 0;
    const load = async () => ++loads;
    await answers.fetch('a', load);
    await answers.fetch('b', load);
    await answers.fetch('c', load);
    expect(await answers.fetch('b', load)).toBe(2);
    expect(await answers.fetch('c', load)).toBe(3);
    expect(await answers.fetch('a', load)).toBe(4);
    expect(await answers.fetch('b', load)).toBe(5);
  });
});

describeWithApp('cached answers sent compressed', LIBRARY_TEST_OPTIONS, (t) => {
  it('sends a cached API answer in the asked encoding, the same bytes once decoded, and 304 to its tag', async () => {
    const { user } = await createUser(t);
    await insertContents(
      t,
      user.id,
      Array.from({ length: 12 }, (_, i) => `Granary ${i}`),
    );
    const url = '/api/library/contents/?page=1';
    const plain = await t.app.inject(url);
    for (const encoding of ['br', 'gzip'] as const) {
      for (let ask = 0; ask < 2; ask++) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.headers['content-encoding'], encoding).toBe(encoding);
        expect(res.headers.vary).toMatch(/Accept-Encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        const decoded =
          encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
        expect(decoded.toString()).toBe(plain.body);
        expect(res.headers.etag).toBe(plain.headers.etag);
      }
    }
    const revalidated = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });
});
