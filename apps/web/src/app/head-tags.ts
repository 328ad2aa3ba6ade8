import type { SiteLanguage } from '@millenaire/contracts/common';
import { SITE_LANGUAGES } from '@millenaire/contracts/common';
import type { HeadFacts } from '@/shared/head';
import { LANGUAGE_PARAMETER } from '@/shared/i18n/start-language';

export interface HeadPage {
  facts: HeadFacts;
  language: SiteLanguage;
  /** The page's path and query as the visitor asked for it. */
  path: string;
  search: string;
  /** The site's public address (`PUBLIC_URL`), without a trailing slash. */
  publicUrl: string;
  siteName: string;
  /** Said when the page has no description of its own. */
  siteDescription: string;
  /** Shown in link previews when the page has no picture of its own. */
  siteImage: { url: string; width: number; height: number };
}

const OG_LOCALE: Record<SiteLanguage, string> = { en: 'en_US', fr: 'fr_FR' };

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** JSON inside a script element: nothing in it can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The page's address in one language (null: the address without a language, x-default). */
export function pageAddress(
  publicUrl: string,
  path: string,
  search: string,
  language: SiteLanguage | null,
): string {
  const params = new URLSearchParams(search);
  params.delete(LANGUAGE_PARAMETER);
  if (language) params.set(LANGUAGE_PARAMETER, language);
  const query = params.toString();
  return `${publicUrl}${path}${query === '' ? '' : `?${query}`}`;
}

function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** Structured data's `url` and `image` as absolute addresses, as search engines want them. */
function withAbsoluteAddresses(publicUrl: string, item: object): object {
  const resolve = (value: unknown): unknown =>
    typeof value === 'string'
      ? absolute(publicUrl, value)
      : Array.isArray(value)
        ? value.map(resolve)
        : value;
  const copy: Record<string, unknown> = { ...item };
  for (const key of ['url', 'image', 'thumbnailUrl', 'contentUrl']) {
    if (key in copy) copy[key] = resolve(copy[key]);
  }
  return copy;
}

function meta(attribute: 'name' | 'property', key: string, content: string | number): string {
  return `<meta ${attribute}="${key}" content="${escapeHtml(String(content))}" />`;
}

/**
 * The head of a server-rendered page: title, description, canonical address
 * and language alternates (every address carries `?lang`), Open Graph and
 * Twitter card tags, and structured data for search engines.
 */
export function headTags(page: HeadPage): string {
  const { facts, language, path, search, publicUrl } = page;
  const title = facts.title ?? page.siteName;
  const description = facts.description?.trim() || page.siteDescription;
  const canonical = pageAddress(publicUrl, path, search, language);
  const image = facts.image ?? page.siteImage;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...SITE_LANGUAGES.map(
      (other) =>
        `<link rel="alternate" hreflang="${other}" href="${escapeHtml(pageAddress(publicUrl, path, search, other))}" />`,
    ),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageAddress(publicUrl, path, search, null))}" />`,
    ...(facts.feed
      ? [
          `<link rel="alternate" type="application/atom+xml" title="${escapeHtml(facts.feed.title)}" href="${escapeHtml(pageAddress(publicUrl, facts.feed.path, facts.feed.search ?? '', language))}" />`,
        ]
      : []),
    meta('property', 'og:site_name', page.siteName),
    meta('property', 'og:type', facts.type ?? 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[language]),
    ...SITE_LANGUAGES.filter((other) => other !== language).map((other) =>
      meta('property', 'og:locale:alternate', OG_LOCALE[other]),
    ),
    meta('property', 'og:image', absolute(publicUrl, image.url)),
    ...(image.width ? [meta('property', 'og:image:width', image.width)] : []),
    ...(image.height ? [meta('property', 'og:image:height', image.height)] : []),
    ...('alt' in image && image.alt ? [meta('property', 'og:image:alt', image.alt)] : []),
    meta('name', 'twitter:card', facts.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', absolute(publicUrl, image.url)),
  ];
  const data: object[] = [];
  if (facts.breadcrumbs && facts.breadcrumbs.length > 0) {
    data.push({
      '@type': 'BreadcrumbList',
      itemListElement: facts.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: pageAddress(publicUrl, crumb.path, '', language),
      })),
    });
  }
  data.push(...(facts.structuredData ?? []).map((item) => withAbsoluteAddresses(publicUrl, item)));
  for (const item of data) {
    const json = scriptJson({ '@context': 'https://schema.org', ...item });
    tags.push(`<script type="application/ld+json">${json}</script>`);
  }
  return tags.join('');
}
