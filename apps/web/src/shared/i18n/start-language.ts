import {
  DEFAULT_SITE_LANGUAGE,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@millenaire/contracts/common';

/** The address's parameter that chooses a page's language (`?lang=fr`). */
export const LANGUAGE_PARAMETER = 'lang';

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === 'string' && (SITE_LANGUAGES as readonly string[]).includes(value);
}

export interface StartSources {
  /** The address's query string (`location.search`). */
  search: string;
  /** The site-language cookie. */
  cookie: string | null;
  /** `<html lang>` as the server sent it: its reading of the browser's Accept-Language. */
  html: string;
}

/**
 * The app's language at start, decided as the server decided the page's
 * (platform/pages/language.ts: address, cookie, Accept-Language, English), so
 * both agree: the address's `?lang`, then the cookie, then `<html lang>`
 * (which the server wrote from Accept-Language when neither was there).
 */
export function startLanguage({ search, cookie, html }: StartSources): SiteLanguage {
  const query = new URLSearchParams(search).get(LANGUAGE_PARAMETER);
  if (isSiteLanguage(query)) return query;
  if (isSiteLanguage(cookie)) return cookie;
  return isSiteLanguage(html) ? html : DEFAULT_SITE_LANGUAGE;
}

/** The address's query string naming `language`, the rest kept: what the language switch writes. */
export function withLanguageParameter(search: string, language: SiteLanguage): string {
  const params = new URLSearchParams(search);
  params.set(LANGUAGE_PARAMETER, language);
  return `?${params.toString()}`;
}
