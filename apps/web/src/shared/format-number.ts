import type { SiteLanguage } from '@millenaire/contracts/common';

/**
 * Numbers are written here for the site's two languages, exactly as
 * Intl.NumberFormat writes them: the first Intl formatter a page builds loads
 * the engine's locale data, about a tenth of a second of a slow phone's main
 * thread while the page is being hydrated.
 */
const WRITING: Record<
  SiteLanguage,
  { group: string; decimal: string; percent: string; unitSpace: string; byteSpace: string }
> = {
  en: { group: ',', decimal: '.', percent: '%', unitSpace: ' ', byteSpace: ' ' },
  // French groups thousands with a narrow no-break space and puts a no-break
  // space before % and the long unit, a narrow one before the short units.
  fr: {
    group: '\u202f',
    decimal: ',',
    percent: '\u00a0%',
    unitSpace: '\u202f',
    byteSpace: '\u00a0',
  },
};

/** A number rounded to at most `fractionDigits` decimals, trailing zeros left out, grouped by thousands. */
function formatNumber(value: number, language: SiteLanguage, fractionDigits: number): string {
  const { group, decimal } = WRITING[language];
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 && (Number(whole) > 0 || decimals !== '') ? '-' : '';
  return `${sign}${grouped}${decimals === '' ? '' : decimal + decimals}`;
}

/** A whole number grouped by thousands: 12,345 in English, 12 345 in French. */
export function formatCount(value: number, language: SiteLanguage): string {
  return formatNumber(value, language, 0);
}

/**
 * A percentage from 0 to 100 as the site language writes it: 97% and 0.04% in
 * English, 97 % and 0,04 % in French (with the no-break space).
 */
export function formatPercent(
  percent: number,
  language: SiteLanguage,
  maximumFractionDigits = 0,
): string {
  return formatNumber(percent, language, maximumFractionDigits) + WRITING[language].percent;
}

const UNITS = [
  { size: 1, en: 'byte', fr: 'octet' },
  { size: 1024, en: 'kB', fr: 'ko' },
  { size: 1024 * 1024, en: 'MB', fr: 'Mo' },
  { size: 1024 * 1024 * 1024, en: 'GB', fr: 'Go' },
] as const;

/** A file's size in the largest unit under it, written as the site language does: 1.5 MB, 1,5 Mo. */
export function formatFileSize(bytes: number, language: SiteLanguage): string {
  const unit = UNITS.findLast((u) => bytes >= u.size) ?? UNITS[0];
  const writing = WRITING[language];
  if (unit.size === 1) {
    // Bytes are written whole, with the unit in full ('500 byte' would read wrong).
    const number = formatNumber(bytes, language, 0);
    const plural = number === '1' || (language === 'fr' && number === '0') ? '' : 's';
    return `${number}${writing.byteSpace}${unit[language]}${plural}`;
  }
  return `${formatNumber(bytes / unit.size, language, 1)}${writing.unitSpace}${unit[language]}`;
}
