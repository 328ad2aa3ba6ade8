import { z } from 'zod';
import { siteLanguageSchema } from './common.ts';
import { textLine } from './text.ts';

/** GET /api/site: what the web app needs to know of the server's configuration. */
export const siteConfigSchema = z.object({
  /** Address of a page-view analytics script; null when analytics are off. */
  analyticsScriptUrl: z.string().nullable(),
  /** Address of an advertising provider's script; null shows our own house banners. */
  adsScriptUrl: z.string().nullable(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** The community sites the header, home tiles, footer and house banners link to. */
export const EXTERNAL_SITES = ['wiki', 'forum', 'chat', 'modhosting'] as const;
export type ExternalSite = (typeof EXTERNAL_SITES)[number];

/**
 * Settings the page needs before its first render, written by the server into
 * index.html as a JSON data block (`<script id="page-config" type="application/json">`):
 * no request, no layout shift, and no inline script for the content policy.
 */
export const pageConfigSchema = z.object({
  links: z.object({
    wiki: z.string(),
    forum: z.string(),
    chat: z.string(),
    modhosting: z.string(),
  }),
  /** The payment provider's hosted donate button; null hides the donation button. */
  donationButtonId: z.string().nullable(),
  /** Where members write to the coordinators; the texts that name them show it. */
  coordinatorsEmail: z.string(),
});
export type PageConfig = z.infer<typeof pageConfigSchema>;
export const PAGE_CONFIG_ELEMENT_ID = 'page-config';

/** Where the donation form posts (PayPal's donate form); the page policy allows exactly this. */
export const DONATION_FORM_ACTION = 'https://www.paypal.com/donate';

/** The advertising slot sizes of the spec, width x height in pixels. */
export const AD_SLOT_SIZES = {
  skyscraper: { width: 160, height: 600 },
  narrowSkyscraper: { width: 120, height: 600 },
  billboard: { width: 970, height: 90 },
  leaderboard: { width: 728, height: 90 },
  banner: { width: 468, height: 60 },
} as const;
export type AdSlotSize = keyof typeof AD_SLOT_SIZES;

/** GET /api/downloads/{file}: one of the operator's archives offered by /php/dlpage.php. */
export const downloadInfoSchema = z.object({
  file: z.string(),
  size: z.number().int().min(0),
  downloads: z.number().int().min(0),
});
export type DownloadInfo = z.infer<typeof downloadInfoSchema>;

/** Seconds the download page counts down before the download starts (the texts say 1 to 5). */
export const DOWNLOAD_WAIT_SECONDS = 5;

/** Shortest and longest text the site-wide search looks for. */
export const SITE_SEARCH_MIN = 3;
export const SITE_SEARCH_MAX = 100;
/** Results per area in the site-wide search's answer. */
export const SITE_SEARCH_PER_AREA = 6;

export const SITE_SEARCH_AREAS = ['encyclopedia', 'library'] as const;
export type SiteSearchArea = (typeof SITE_SEARCH_AREAS)[number];

/** GET /api/search?q=&language=: what the header's search box shows as one types. */
export const siteSearchQuerySchema = z.object({
  q: textLine().min(SITE_SEARCH_MIN).max(SITE_SEARCH_MAX),
  language: siteLanguageSchema.default('en'),
});
export type SiteSearchQuery = z.infer<typeof siteSearchQuerySchema>;

export const siteSearchHitSchema = z.object({
  title: z.string(),
  /** What the hit is, in the language: "Norman · Buildings", "Building by mirabelle". */
  detail: z.string(),
  /** Its page on the site, without the language. */
  path: z.string(),
});
export type SiteSearchHit = z.infer<typeof siteSearchHitSchema>;

export const siteSearchGroupSchema = z.object({
  area: z.enum(SITE_SEARCH_AREAS),
  hits: z.array(siteSearchHitSchema),
  /** More matched than the answer holds; `all` lists them when the area has such a page. */
  more: z.boolean(),
  all: z.string().nullable(),
});
export type SiteSearchGroup = z.infer<typeof siteSearchGroupSchema>;

export const siteSearchSchema = z.object({ groups: z.array(siteSearchGroupSchema) });
export type SiteSearch = z.infer<typeof siteSearchSchema>;
