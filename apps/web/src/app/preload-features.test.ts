import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadFeatures } from './pages';

/** The features' scripts, as the build lists them in index.html. */
function listScripts(count: number): string[] {
  const files = Array.from({ length: count }, (_, i) => `/assets/feature-${i}.js`);
  const block = document.createElement('script');
  block.id = 'feature-chunks';
  block.type = 'application/json';
  block.textContent = JSON.stringify(files);
  document.body.append(block);
  return files;
}

const prefetched = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) =>
    link.getAttribute('href'),
  );

/** Idle periods the test hands out one at a time, each with room for `room` links. */
function idlePeriods(room: number) {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (work: IdleRequestCallback) => waiting.push(work));
  return {
    get pending() {
      return waiting.length;
    },
    runOne() {
      let left = room;
      // Each link added takes the time of one; the loop stops when 2 ms or less remain.
      waiting.shift()?.({ didTimeout: false, timeRemaining: () => (left-- > 0 ? 10 : 0) });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('prefetching the other features', () => {
  it('adds the links a few per idle period, never all in one task', () => {
    const files = listScripts(10);
    const idle = idlePeriods(4);
    preloadFeatures();
    idle.runOne(); // the page is idle: prefetching starts
    expect(prefetched()).toHaveLength(4);
    idle.runOne();
    expect(prefetched()).toHaveLength(8);
    idle.runOne();
    expect(prefetched()).toEqual(files);
    expect(idle.pending).toBe(0);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="prefetch"]');
    expect(link?.as).toBe('script');
  });

  it('prefetches nothing when the visitor saves data', () => {
    listScripts(3);
    vi.stubGlobal('navigator', {
      ...navigator,
      connection: { saveData: true, effectiveType: '4g' },
    });
    const idle = idlePeriods(10);
    preloadFeatures();
    while (idle.pending > 0) idle.runOne();
    expect(prefetched()).toEqual([]);
  });
});
