import { describe, expect, it } from 'vitest';
import { applyElementChanges, diffElements } from './compare.ts';

describe('applyElementChanges', () => {
  const versions: Record<string, string[]>[] = [
    {},
    { a: ['one'], b: ['x'] },
    { a: ['one', 'two', 'three'], b: ['x'] },
    { a: ['uno'], b: ['y'] },
    { b: ['y'] },
    { a: ['back', ''], b: ['y'] },
  ];

  it('follows one element through every version of a file from the differences alone', () => {
    let lines: string[] | null = null;
    const seen: (string[] | null)[] = [];
    for (let i = 1; i < versions.length; i++) {
      lines = applyElementChanges(lines, diffElements(versions[i - 1]!, versions[i]!), 'a');
      seen.push(lines);
    }
    expect(seen).toEqual([['one'], ['one', 'two', 'three'], ['uno'], null, ['back', '']]);
  });

  it('leaves the lines as they were when a version changed other elements only', () => {
    const changes = diffElements(versions[2]!, versions[3]!).filter((c) => c.element === 'b');
    expect(applyElementChanges(['one'], changes, 'a')).toEqual(['one']);
    expect(applyElementChanges(null, changes, 'a')).toBeNull();
  });

  it('does not change the lines it was given', () => {
    const before = ['one', 'two'];
    applyElementChanges(before, diffElements({ a: before }, { a: ['one'] }), 'a');
    expect(before).toEqual(['one', 'two']);
  });
});
