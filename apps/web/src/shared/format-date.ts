import { useCallback } from 'react';
import { useHydrated } from './hydrated';

/** The date's parts as a clock in that zone shows them. */
function partsOf(date: Date, zone: 'local' | 'UTC') {
  const utc = zone === 'UTC';
  return {
    year: utc ? date.getUTCFullYear() : date.getFullYear(),
    month: (utc ? date.getUTCMonth() : date.getMonth()) + 1,
    day: utc ? date.getUTCDate() : date.getDate(),
    hours: utc ? date.getUTCHours() : date.getHours(),
    minutes: utc ? date.getUTCMinutes() : date.getMinutes(),
    seconds: utc ? date.getUTCSeconds() : date.getSeconds(),
  };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * en-US with seconds, as Intl.DateTimeFormat writes it (3/15/2024, 12:34:56 PM),
 * written here: the first Intl formatter a page builds loads the engine's
 * locale data, about a tenth of a second of a slow phone's main thread while
 * the page is being taken over.
 */
function usDateTime({
  year,
  month,
  day,
  hours,
  minutes,
  seconds,
}: ReturnType<typeof partsOf>): string {
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? 'AM' : 'PM';
  return `${month}/${day}/${year}, ${hour12}:${twoDigits(minutes)}:${twoDigits(seconds)} ${meridiem}`;
}

/**
 * The spec shows every date in en-US format with seconds, whatever the site
 * language; in the visitor's time zone, or in UTC (said after the date).
 */
export function formatDate(iso: string, zone: 'local' | 'UTC' = 'local'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const shown = usDateTime(partsOf(date, zone));
  return zone === 'UTC' ? `${shown} UTC` : shown;
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
