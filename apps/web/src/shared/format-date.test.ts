import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date';

describe('formatDate', () => {
  it('shows month/day/year and the time with seconds, en-US style, in UTC said so', () => {
    expect(formatDate('2024-03-15T12:34:56Z')).toBe('3/15/2024, 12:34:56 PM UTC');
  });

  it('writes the very text of the en-US date formatter in UTC, whatever the zone it runs in', () => {
    const utc = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      timeZone: 'UTC',
    });
    for (const iso of [
      '2024-03-15T12:34:56Z',
      '2024-12-31T23:59:59Z',
      '2025-01-01T00:00:00Z',
      '2026-07-04T11:05:09Z',
      '1999-02-28T12:00:00.999Z',
      '2024-06-01T23:30:00+02:00',
    ]) {
      expect(formatDate(iso)).toBe(`${utc.format(new Date(iso))} UTC`);
    }
  });

  it('leaves an unreadable date as it came', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
