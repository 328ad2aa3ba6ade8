import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows month/day/year and the time with seconds, en-US style', () => {
    const shown = formatDate('2024-03-15T12:34:56Z');
    expect(shown).toMatch(/^3\/1[45]\/2024, \d{1,2}:\d{2}:56\s?(AM|PM)$/);
  });

  it('shows the local time of the instant', () => {
    const iso = '2023-11-02T08:05:09.000Z';
    const local = new Date(iso);
    const hour12 = local.getHours() % 12 === 0 ? 12 : local.getHours() % 12;
    const minutes = String(local.getMinutes()).padStart(2, '0');
    expect(formatDate(iso)).toContain(`${hour12}:${minutes}:09`);
  });

  it('leaves an unreadable date as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
