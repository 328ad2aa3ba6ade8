import { LANGUAGE_PARAMETER } from './page-language.ts';

/** A path segment as it goes into an address. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

/** Text as it goes into XML (a sitemap, a feed): the five special characters escaped. */
export const escapeXml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** An address of the site in a language: `lang` goes with the other parameters, before any '#…'. */
export function inLanguage(base: string, page: string, language: string): string {
  const [path = '', fragment] = page.split('#', 2);
  const withLanguage = `${base}${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAMETER}=${language}`;
  return fragment === undefined ? withLanguage : `${withLanguage}#${fragment}`;
}
