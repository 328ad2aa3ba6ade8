import { describe, expect, it } from 'vitest';
import { formatFileSize, formatPercent } from './format-number';

/** A no-break space, normal or narrow: which one depends on the engine's locale data. */
const NB = '[\u00a0\u202f]';
const exactly = (text: string) => new RegExp(`^${text}$`);

describe('formatPercent', () => {
  it('writes percentages as English does', () => {
    expect(formatPercent(97, 'en')).toBe('97%');
    expect(formatPercent(0.04, 'en', 2)).toBe('0.04%');
  });

  it('writes percentages as French does: decimal comma, no-break space before %', () => {
    expect(formatPercent(97, 'fr')).toMatch(exactly(`97${NB}%`));
    expect(formatPercent(0.04, 'fr', 2)).toMatch(exactly(`0,04${NB}%`));
    expect(formatPercent(12.3, 'fr', 1)).toMatch(exactly(`12,3${NB}%`));
  });
});

describe('formatFileSize', () => {
  it('picks the unit and writes it in the language', () => {
    expect(formatFileSize(500, 'en')).toBe('500 bytes');
    expect(formatFileSize(1536, 'en')).toBe('1.5 kB');
    expect(formatFileSize(1536, 'fr')).toMatch(exactly(`1,5${NB}ko`));
    expect(formatFileSize(3 * 1024 * 1024, 'fr')).toMatch(exactly(`3${NB}Mo`));
  });
});
