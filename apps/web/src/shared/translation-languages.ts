import { readCookie } from './cookies';

/** The translation centre's languages a visitor chose, kept in cookies the server sees too. */
export const REFERENCE_COOKIE = 'reference_language';
export const TRANSLATION_COOKIE = 'translation_language';

export const LANGUAGE_DEFAULTS = { [REFERENCE_COOKIE]: 'en', [TRANSLATION_COOKIE]: 'fr' } as const;
export type LanguageCookie = keyof typeof LANGUAGE_DEFAULTS;

/**
 * The visitor's language kept in its cookie, or the spec's default. The server
 * renders the defaults (the page is the same for every visitor), so the
 * cookie is read where there is a document only.
 */
export function savedLanguage(name: LanguageCookie): string {
  if (typeof document === 'undefined') return LANGUAGE_DEFAULTS[name];
  return readCookie(name) || LANGUAGE_DEFAULTS[name];
}

/** The editor's address of one element of a file (a search result's). */
export function elementAddress(
  filekey: string,
  reference: string,
  language: string,
  element: string,
): string {
  return `/translationcentre/files/${filekey}/${reference}/${language}?element=${encodeURIComponent(element)}`;
}
