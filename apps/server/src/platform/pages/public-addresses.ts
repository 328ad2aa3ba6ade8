import { LANGUAGE_PARAMETER } from './language.ts';

/** A path segment as it goes into an address. */
export const segment = (value: string | number): string => encodeURIComponent(String(value));

/**
 * What XML 1.0 cannot hold at all, even escaped: the C0 controls but tab and
 * line ends, lone surrogates, U+FFFE and U+FFFF. The text rule refuses them,
 * but a row stored before it did would otherwise break the whole document.
 */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/**
 * Text as it goes into XML (a sitemap, a feed): the five special characters
 * escaped, and what XML forbids shown as U+FFFD, the replacement character.
 */
export const escapeXml = (text: string): string =>
  text
    .replace(NOT_XML, '\uFFFD')
    .replace(
      /[&<>"']/g,
      (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
    );

/** An address of the site in a language: `lang` goes with the other parameters, before any '#…'. */
export function inLanguage(base: string, page: string, language: string): string {
  const [path = '', fragment] = page.split('#', 2);
  const withLanguage = `${base}${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAMETER}=${language}`;
  return fragment === undefined ? withLanguage : `${withLanguage}#${fragment}`;
}
