import { describe, expect, it } from 'vitest';
import { linesOf, validLines } from './hof-lines';

describe('hall of fame lines', () => {
  it('keeps the typed lines, trimmed, without blank ones', () => {
    expect(linesOf('  Kinniken \n\n Creator of the mod\n ')).toEqual([
      'Kinniken',
      'Creator of the mod',
    ]);
  });

  it('takes 1 to 12 lines of at most 300 characters', () => {
    expect(validLines([])).toBe(false);
    expect(validLines(['a'])).toBe(true);
    expect(validLines(Array.from({ length: 13 }, () => 'a'))).toBe(false);
    expect(validLines(['a'.repeat(301)])).toBe(false);
  });
});
