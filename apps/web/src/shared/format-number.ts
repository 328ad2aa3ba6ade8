import type { SiteLanguage } from '@millenaire/contracts/common';

const formatters = new Map<string, Intl.NumberFormat>();

/** One formatter per language and options, kept: building one costs far more than using it. */
function numberFormat(language: SiteLanguage, options: Intl.NumberFormatOptions) {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(language, options);
    formatters.set(key, format);
  }
  return format;
}

/**
 * A percentage from 0 to 100 as the site language writes it: 97% and 0.04% in
 * English, 97 % and 0,04 % in French (with the narrow no-break space).
 */
export function formatPercent(
  percent: number,
  language: SiteLanguage,
  maximumFractionDigits = 0,
): string {
  return numberFormat(language, { style: 'percent', maximumFractionDigits }).format(percent / 100);
}

const UNITS = [
  { unit: 'byte', size: 1 },
  { unit: 'kilobyte', size: 1024 },
  { unit: 'megabyte', size: 1024 * 1024 },
  { unit: 'gigabyte', size: 1024 * 1024 * 1024 },
] as const;

/** A file's size in the largest unit under it, written as the site language does: 1.5 MB, 1,5 Mo. */
export function formatFileSize(bytes: number, language: SiteLanguage): string {
  const { unit, size } = UNITS.findLast((u) => bytes >= u.size) ?? UNITS[0];
  return numberFormat(language, {
    style: 'unit',
    unit,
    // 'byte' is short for any number in English ('500 byte'): bytes are written whole.
    unitDisplay: unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(bytes / size);
}
