import { describe, expect, it } from 'vitest';
import { lineDiff, wordDiff } from './diff.ts';

describe('lineDiff', () => {
  it('lists kept, removed and added lines in order', () => {
    expect(lineDiff('a\nb\nc\nd\n', 'a\nB\nc\nd\ne\n')).toEqual([
      { kind: 'same', lines: ['a'] },
      { kind: 'removed', lines: ['b'] },
      { kind: 'added', lines: ['B'] },
      { kind: 'same', lines: ['c', 'd'] },
      { kind: 'added', lines: ['e'] },
    ]);
  });

  it('handles empty texts, a missing final newline and Windows line ends', () => {
    expect(lineDiff('', 'x=1\ny=2')).toEqual([{ kind: 'added', lines: ['x=1', 'y=2'] }]);
    expect(lineDiff('x=1\n', '')).toEqual([{ kind: 'removed', lines: ['x=1'] }]);
    expect(lineDiff('same\n', 'same\n')).toEqual([{ kind: 'same', lines: ['same'] }]);
    expect(lineDiff('a\r\nb\r\n', 'a\nb\nc')).toEqual([
      { kind: 'same', lines: ['a', 'b'] },
      { kind: 'added', lines: ['c'] },
    ]);
    expect(lineDiff('a\n\nb\n', 'a\nb\n')).toEqual([
      { kind: 'same', lines: ['a'] },
      { kind: 'removed', lines: [''] },
      { kind: 'same', lines: ['b'] },
    ]);
  });

  // Past the edit bound the search stops and answers the plain shape, which
  // is what keeps a large rewrite cheap (its cost is in the benchmarks' hands).
  it('answers a rewrite of a large file as all removed then all added', () => {
    const before = Array.from({ length: 20_000 }, (_, i) => `key${i}=old ${i}`).join('\n');
    const after = Array.from({ length: 20_000 }, (_, i) => `key${i}=new ${i}`).join('\n');
    const parts = lineDiff(before, after);
    expect(parts.map((p) => [p.kind, p.lines.length])).toEqual([
      ['removed', 20_000],
      ['added', 20_000],
    ]);
  });
});

describe('wordDiff', () => {
  it('lists kept, removed and added words with their spaces', () => {
    expect(wordDiff('Le fermier normand', 'Le paysan normand')).toEqual([
      { kind: 'same', text: 'Le ' },
      { kind: 'removed', text: 'fermier' },
      { kind: 'added', text: 'paysan' },
      { kind: 'same', text: ' normand' },
    ]);
    expect(wordDiff('', 'new')).toEqual([{ kind: 'added', text: 'new' }]);
    expect(wordDiff('a\nb', 'a\nb')).toEqual([{ kind: 'same', text: 'a\nb' }]);
  });

  it('answers a rewrite past the edit bound as all removed then all added', () => {
    const before = Array.from({ length: 3_000 }, (_, i) => `old${i}`).join(' ');
    const after = Array.from({ length: 3_000 }, (_, i) => `new${i}`).join(' ');
    expect(wordDiff(before, after)).toEqual([
      { kind: 'removed', text: before },
      { kind: 'added', text: after },
    ]);
  });
});
