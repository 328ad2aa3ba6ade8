const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * en-US with seconds, as Intl.DateTimeFormat writes it (3/15/2024, 12:34:56 PM),
 * written here: the first Intl formatter a page builds loads the engine's
 * locale data, about a tenth of a second of a slow phone's main thread while
 * the page is being hydrated.
 */
function usDateTime(date: Date): string {
  const hours = date.getUTCHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const meridiem = hours < 12 ? 'AM' : 'PM';
  const time = `${hour12}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}`;
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}, ${time} ${meridiem}`;
}

/**
 * The spec shows every date in en-US format with seconds, whatever the site
 * language. Always in UTC, and said so: the server cannot know the reader's
 * time zone, and a date that changed once the browser took the page over
 * (12:00:00 PM UTC, then 1:00:00 PM) would read as two different times.
 */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${usDateTime(date)} UTC`;
}
