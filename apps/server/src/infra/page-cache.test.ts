import { describe, expect, it } from 'vitest';
import { PageCache, REMAKE_WAIT_MS } from './page-cache.ts';

const topics = (...names: string[]) => new Set(names);

function cache(options: Partial<ConstructorParameters<typeof PageCache>[0]> = {}) {
  let now = 0;
  const pages = new PageCache({
    maxEntries: 3,
    maxBytes: 1_000,
    maxAgeMs: 60_000,
    now: () => now,
    ...options,
  });
  return { pages, advance: (ms: number) => (now += ms) };
}

describe('the rendered pages kept', () => {
  it('keeps a page per language and address', () => {
    const { pages } = cache();
    pages.store(PageCache.key('en', '/a'), 'A en', topics('x'), pages.mark());
    pages.store(PageCache.key('fr', '/a'), 'A fr', topics('x'), pages.mark());
    expect(pages.get(PageCache.key('en', '/a'))?.html.toString()).toBe('A en');
    expect(pages.get(PageCache.key('fr', '/a'))?.html.toString()).toBe('A fr');
    expect(pages.get(PageCache.key('en', '/a?page=2'))).toBeUndefined();
  });

  it('drops the pages that read a changed topic, and only those', () => {
    const { pages } = cache();
    pages.store('en /library', 'L', topics('library', 'site'), pages.mark());
    pages.store('en /history', 'H', topics('versions', 'site'), pages.mark());
    pages.changed('library');
    expect(pages.get('en /library')).toBeUndefined();
    expect(pages.get('en /history')?.html.toString()).toBe('H');
    pages.changed('site');
    expect(pages.size).toBe(0);
  });

  it('does not keep a render that read its data before a change', () => {
    const { pages } = cache();
    const mark = pages.mark();
    pages.changed('library');
    expect(pages.store('en /library', 'old', topics('library'), mark)).toBe(false);
    expect(pages.get('en /library')).toBeUndefined();
  });

  it('keeps a render when only a topic it did not read changed meanwhile', () => {
    const { pages } = cache();
    const mark = pages.mark();
    pages.changed('advancements');
    expect(pages.store('en /library', 'L', topics('library', 'site'), mark)).toBe(true);
    expect(pages.get('en /library')?.html.toString()).toBe('L');
    const next = pages.mark();
    pages.changed('site');
    expect(pages.store('en /history', 'H', topics('versions', 'site'), next)).toBe(false);
  });

  it('lets the least recently used page go past the limits', () => {
    const { pages } = cache();
    for (const name of ['a', 'b', 'c']) pages.store(name, name, topics(), pages.mark());
    pages.get('a');
    pages.store('d', 'd', topics(), pages.mark());
    expect([...['a', 'b', 'c', 'd']].filter((name) => pages.get(name))).toEqual(['a', 'c', 'd']);
    pages.store('big', 'x'.repeat(240), topics(), pages.mark());
    pages.store('big2', 'x'.repeat(240), topics(), pages.mark());
    pages.store('big3', 'x'.repeat(240), topics(), pages.mark());
    pages.store('big4', 'x'.repeat(240), topics(), pages.mark());
    expect(pages.size).toBeLessThanOrEqual(3);
    expect(pages.get('big4')?.html).toHaveLength(240);
    // A page larger than a quarter of the room is never kept.
    expect(pages.store('huge', 'x'.repeat(300), topics(), pages.mark())).toBe(false);
  });

  it('draws a page again once it is older than the longest age', () => {
    const { pages, advance } = cache();
    pages.store('a', 'a', topics(), pages.mark());
    advance(59_000);
    expect(pages.get('a')).toBeDefined();
    advance(2_000);
    expect(pages.get('a')).toBeUndefined();
    const mark = pages.mark();
    expect(pages.get('a')?.html.toString()).toBe('a');
    pages.store('a', 'a2', topics(), mark);
    expect(pages.get('a')?.html.toString()).toBe('a2');
  });

  it('lets one caller draw a page past its age while the others still get it', () => {
    const { pages, advance } = cache();
    pages.store('a', 'old', topics('x'), pages.mark());
    advance(61_000);
    // The first caller past its age draws it; the next ones get the old page.
    expect(pages.get('a')).toBeUndefined();
    const mark = pages.mark();
    for (let i = 0; i < 5; i += 1) expect(pages.get('a')?.html.toString()).toBe('old');
    // A drawer that takes longer than the wait gets a second one beside it.
    advance(REMAKE_WAIT_MS);
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('a')?.html.toString()).toBe('old');
    expect(pages.store('a', 'new', topics('x'), mark)).toBe(true);
    pages.release('a');
    expect(pages.get('a')?.html.toString()).toBe('new');
    expect(pages.get('a')?.html.toString()).toBe('new');
  });

  it('gives the next caller the drawing when a drawer released it without keeping', () => {
    const { pages, advance } = cache();
    pages.store('a', 'old', topics(), pages.mark());
    advance(61_000);
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('a')).toBeDefined();
    pages.release('a');
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('a')).toBeDefined();
  });

  it('gives a page past its age for its age once more at most', () => {
    const { pages, advance } = cache();
    pages.store('a', 'old', topics(), pages.mark());
    advance(61_000);
    expect(pages.get('a')).toBeUndefined();
    advance(58_000);
    // Its first drawer is long gone: another one draws it.
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('a')?.html.toString()).toBe('old');
    advance(2_000);
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('a')).toBeUndefined();
    expect(pages.size).toBe(0);
  });

  it('never gives a page past its age that a change dropped', () => {
    const { pages, advance } = cache();
    pages.store('a', 'old', topics('x'), pages.mark());
    advance(61_000);
    const mark = pages.mark();
    expect(pages.get('a')).toBeUndefined();
    pages.changed('x');
    expect(pages.get('a')).toBeUndefined();
    expect(pages.get('a')).toBeUndefined();
    // The draw that read before the change is not kept.
    expect(pages.store('a', 'stale', topics('x'), mark)).toBe(false);
    expect(pages.get('a')).toBeUndefined();
  });
});
