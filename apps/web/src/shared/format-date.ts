import { useCallback } from 'react';
import { useHydrated } from './hydrated';

const FORMAT: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
};

/**
 * Made once: a formatter costs far more to build than to use, and a page such
 * as the history shows hundreds of dates.
 */
const inLocalZone = new Intl.DateTimeFormat('en-US', FORMAT);
const inUtc = new Intl.DateTimeFormat('en-US', { ...FORMAT, timeZone: 'UTC' });

/**
 * The spec shows every date in en-US format with seconds, whatever the site
 * language; in the visitor's time zone, or in UTC (said after the date).
 */
export function formatDate(iso: string, zone: 'local' | 'UTC' = 'local'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (zone === 'UTC') return `${inUtc.format(date)} UTC`;
  return inLocalZone.format(date);
}

/**
 * formatDate for a component: a server-rendered page shows its dates in UTC
 * (the server cannot know the reader's zone) until the browser has taken it
 * over, then in the reader's zone.
 */
export function useFormatDate(): (iso: string) => string {
  const hydrated = useHydrated();
  return useCallback((iso: string) => formatDate(iso, hydrated ? 'local' : 'UTC'), [hydrated]);
}
