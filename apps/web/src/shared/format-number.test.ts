import { describe, expect, it } from 'vitest';
import { formatCount, formatFileSize, formatPercent } from './format-number';

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

describe('the very text of Intl.NumberFormat', () => {
  const values = [
    0, 0.04, 0.05, 0.5, 1, 1.25, 2.5, 9.95, 12.3, 33.333, 66.666, 97, 99.95, 100, 1234.5, 12345.678,
  ];
  const sizes = [
    0,
    1,
    2,
    500,
    1023,
    1024,
    1536,
    10_240,
    1_048_575,
    1_048_576,
    3 * 1024 ** 2,
    1.25 * 1024 ** 3,
    5000 * 1024 ** 3,
  ];

  it('for percentages, in both languages and with 0 to 2 decimals', () => {
    for (const language of ['en', 'fr'] as const) {
      for (const digits of [0, 1, 2]) {
        const intl = new Intl.NumberFormat(language, {
          style: 'percent',
          maximumFractionDigits: digits,
        });
        for (const value of values) {
          expect(formatPercent(value, language, digits)).toBe(intl.format(value / 100));
        }
      }
    }
  });

  it('for counts, in both languages', () => {
    for (const language of ['en', 'fr'] as const) {
      const intl = new Intl.NumberFormat(language, { maximumFractionDigits: 0 });
      for (const value of [0, 7, 999, 1000, 12_345, 1_458_000]) {
        expect(formatCount(value, language)).toBe(intl.format(value));
      }
    }
  });

  it('for file sizes, in both languages', () => {
    const UNIT = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;
    for (const language of ['en', 'fr'] as const) {
      for (const bytes of sizes) {
        const step = bytes >= 1024 ** 3 ? 3 : bytes >= 1024 ** 2 ? 2 : bytes >= 1024 ? 1 : 0;
        const intl = new Intl.NumberFormat(language, {
          style: 'unit',
          unit: UNIT[step],
          unitDisplay: step === 0 ? 'long' : 'short',
          maximumFractionDigits: step === 0 ? 0 : 1,
        });
        expect(formatFileSize(bytes, language)).toBe(intl.format(bytes / 1024 ** step));
      }
    }
  });
});
