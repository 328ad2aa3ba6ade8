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

  it('writes the very text of the en-US date formatter, in UTC and in the local zone', () => {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
    };
    const local = new Intl.DateTimeFormat('en-US', options);
    const utc = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    for (const iso of [
      '2024-03-15T12:34:56Z',
      '2024-12-31T23:59:59Z',
      '2025-01-01T00:00:00Z',
      '2026-07-04T11:05:09Z',
      '1999-02-28T12:00:00.999Z',
    ]) {
      expect(formatDate(iso, 'UTC')).toBe(`${utc.format(new Date(iso))} UTC`);
      expect(formatDate(iso)).toBe(local.format(new Date(iso)));
    }
  });

  it('leaves an unreadable date as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
