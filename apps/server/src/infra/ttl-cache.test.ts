import { describe, expect, it, vi } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('loads once per key until the entry expires or is cleared', async () => {
    vi.useFakeTimers();
    const cache = new TtlCache<string, number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('en', load)).toBe(1);
    expect(await cache.get('en', load)).toBe(1);
    expect(await cache.get('fr', load)).toBe(2);
    vi.advanceTimersByTime(1001);
    expect(await cache.get('en', load)).toBe(3);
    cache.clear();
    expect(await cache.get('en', load)).toBe(4);
    vi.useRealTimers();
  });

  it('shares one load between concurrent misses and forgets failures', async () => {
    const cache = new TtlCache<string, string>(1000);
    let loads = 0;
    const slow = () =>
      new Promise<string>((resolve) => setTimeout(() => resolve(`v${++loads}`), 5));
    const [a, b] = await Promise.all([cache.get('k', slow), cache.get('k', slow)]);
    expect([a, b, loads]).toEqual(['v1', 'v1', 1]);
    const failing = cache.get('x', () => Promise.reject(new Error('down')));
    await expect(failing).rejects.toThrow('down');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('x', async () => 'up')).toBe('up');
  });

  it('keeps at most maxEntries, letting the oldest go', async () => {
    const cache = new TtlCache<string, number>(60_000, 2);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    expect(await cache.get('b', load)).toBe(2);
    expect(await cache.get('c', load)).toBe(3);
    expect(await cache.get('a', load)).toBe(4);
    expect(await cache.get('b', load)).toBe(5);
  });
});
