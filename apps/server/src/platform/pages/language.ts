import {
  DEFAULT_SITE_LANGUAGE,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@millenaire/contracts/common';
import { pageFacts, pageRouteOf } from '@millenaire/contracts/routes';

/** The site-language cookie, as the web app's language switch writes it. */
export const LANGUAGE_COOKIE = 'language';

/** The address's parameter that chooses a page's language (`?lang=fr`). */
export const LANGUAGE_PARAMETER = 'lang';

function siteLanguage(value: string | undefined | null): SiteLanguage | null {
  return (SITE_LANGUAGES as readonly (string | undefined | null)[]).includes(value)
    ? (value as SiteLanguage)
    : null;
}

/**
 * The first site language the browser asks for, by quality then order:
 * 'fr-CA,fr;q=0.9,en;q=0.8' is French, 'de,en;q=0.5' English, 'de' none.
 */
export function acceptedLanguage(header: string | undefined): SiteLanguage | null {
  if (!header) return null;
  const ranges = header.split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const quality = q === undefined ? 1 : Number(q.slice(2));
    return { base: tag.trim().toLowerCase().split('-')[0], quality, index };
  });
  const wanted = ranges
    .filter((range) => Number.isFinite(range.quality) && range.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const range of wanted) {
    const language = siteLanguage(range.base);
    if (language) return language;
  }
  return null;
}

export interface LanguageSources {
  /** The address's `?lang`, when it names a site language. */
  query?: string | null;
  cookie?: string;
  acceptLanguage?: string;
}

/**
 * A page's language: the address's `?lang` first (a shared link opens in the
 * language it was shared in), then the visitor's own choice (the cookie),
 * then the browser's, then English. The web app decides the same way at start
 * (shared/i18n), so the page and the app agree.
 */
export function pageLanguage(sources: LanguageSources): SiteLanguage {
  return (
    siteLanguage(sources.query) ??
    siteLanguage(sources.cookie) ??
    acceptedLanguage(sources.acceptLanguage) ??
    DEFAULT_SITE_LANGUAGE
  );
}

/** The address's `?lang` when it names a site language (else null: the address does not choose). */
export function queryLanguage(url: string): SiteLanguage | null {
  const question = url.indexOf('?');
  if (question < 0) return null;
  return siteLanguage(new URLSearchParams(url.slice(question + 1)).get(LANGUAGE_PARAMETER));
}

/**
 * The address as its page reads it: the path with only the parameters the page
 * reads (its `query` in the contracts' PAGES, first value of each, none empty) and `lang`
 * when it names a site language. Every other parameter would only make the
 * same page another address: rendered anew, cached twice, and named so in its
 * canonical link.
 */
export function pageUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const path = url.slice(0, question);
  const asked = new URLSearchParams(url.slice(question + 1));
  const kept = new URLSearchParams();
  const route = pageRouteOf(path);
  for (const name of (route && pageFacts(route).query) ?? []) {
    const value = asked.get(name);
    if (value) kept.set(name, value);
  }
  const language = siteLanguage(asked.get(LANGUAGE_PARAMETER));
  if (language) kept.set(LANGUAGE_PARAMETER, language);
  const query = kept.toString();
  return query === '' ? path : `${path}?${query}`;
}

/** index.html with `<html lang>` set to the page's language. */
export function withHtmlLanguage(html: string, language: SiteLanguage): string {
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    tag
      .replace(/\s+lang\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/i, '')
      .replace(/^<html/i, `<html lang="${language}"`),
  );
}
