import { describe, expect, it } from 'vitest';
import { pageFacts } from '@millenaire/contracts/routes';
import { pageWindow } from './components/Pager';
import { cardDescription, readListParams, writeListParams } from './list-params';

describe('library list address', () => {
  it('reads filters, sort and page, ignoring what is not one', () => {
    const params = readListParams(
      new URLSearchParams('category=2&culture=x&q=farm&sort=stars&page=3'),
    );
    expect(params).toEqual({ category: 2, culture: null, q: 'farm', sort: 'stars', page: 3 });
    expect(readListParams(new URLSearchParams('sort=bogus&page=-1'))).toEqual({
      category: null,
      culture: null,
      q: '',
      sort: 'recent',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    const query = writeListParams({ category: null, culture: 4, q: '', sort: 'recent', page: 1 });
    expect(query.toString()).toBe('culture=4');
  });

  it('uses only the parameters the server keeps for the list (others are dropped from its address)', () => {
    const full = { category: 2, culture: 3, q: 'farm', sort: 'stars' as const, page: 3 };
    const written = [...writeListParams(full).keys()];
    for (const route of ['/library', '/library/mycontents', '/library/starredcontents'] as const) {
      expect(pageFacts(route).query).toEqual(expect.arrayContaining(written));
    }
  });
});

describe('card description', () => {
  it('drops tags and bracketed parts and cuts at 100 characters plus an ellipsis', () => {
    expect(cardDescription('<p>A <strong>fine</strong> [b]farm[/b] house</p>')).toBe(
      'A fine farm house',
    );
    expect(cardDescription('<p>A shed.</p><p><em>Tested</em> on a fresh<br>world.</p>')).toBe(
      'A shed. Tested on a fresh world.',
    );
    expect(cardDescription('<ul><li>6 buildings</li><li>3 upgrades</li></ul>')).toBe(
      '6 buildings 3 upgrades',
    );
    const long = `<p>${'x'.repeat(150)}</p>`;
    expect(cardDescription(long)).toBe(`${'x'.repeat(100)}...`);
  });
});

describe('page window', () => {
  it('shows at most twenty page links around the current page', () => {
    expect(pageWindow(1, 5)).toEqual([1, 5]);
    expect(pageWindow(1, 100)).toEqual([1, 20]);
    expect(pageWindow(50, 100)).toEqual([41, 60]);
    expect(pageWindow(100, 100)).toEqual([81, 100]);
  });
});
