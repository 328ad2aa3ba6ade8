import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { SITE_LANGUAGES, type SiteLanguage } from '@millenaire/contracts/common';
import { AppError } from '../platform/http/errors.ts';
import { bodyCache, cachedBody, pageKey, sendCached } from '../platform/cache/cache.ts';
import { LANGUAGE_PARAMETER } from '../platform/pages/language.ts';
import { escapeXml, inLanguage } from '../platform/pages/public-addresses.ts';

/** One entry of a feed: a page of the site and what changed on it. */
export interface FeedEntry {
  /** The page's path (segments encoded), without the language. */
  path: string;
  /** Appended to the page's address: '#…' where the entry is a part of a page. */
  fragment?: string;
  /** Where several entries show one page (its successive changes): what tells this one apart, in its id. */
  change?: string;
  title: string;
  /** ISO 8601. */
  updated: string;
  published?: string;
  author?: string | null;
  /** Plain text. */
  summary?: string;
}

/** What a feed shows: the page it follows and its newest entries, newest first. */
export interface Feed {
  title: string;
  /** The page the feed follows, with its filters (`/library?category=2`), without the language. */
  page: string;
  entries: FeedEntry[];
}

/**
 * A feed of one area: `/feeds/<name>.atom?lang=en|fr` plus the filters it
 * reads from the address. `read` checks them (a bad one is a 400 with its
 * message) and returns the feed in the language; `topics` are the changes
 * (platform/cache/writes.ts) after which it is read again.
 */
export interface FeedSource {
  name: string;
  topics: readonly string[];
  /** The filters the feed takes from the address, besides the language. */
  filters?: readonly string[];
  read(language: SiteLanguage, filters: Record<string, string>): Promise<Feed | null>;
}

/** Who writes the feeds, for readers that show a feed's author. */
const SITE_NAME = 'Millénaire';

/** Entries per feed: what a reader polling a few times a day needs. */
export const FEED_ENTRIES = 30;

/** Feeds cached at most per process, per source (distinct filters make distinct feeds). */
const CACHED_PER_SOURCE = 200;
const CACHED_BYTES_PER_SOURCE = 16 * 1024 * 1024;
/** What no change announces (a label renamed by an import) shows within this time. */
const CACHED_MAX_AGE_MS = 10 * 60_000;

function atomDate(value: string | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The feed as Atom (RFC 4287). */
export function atomXml(
  base: string,
  self: string,
  language: SiteLanguage,
  siteName: string,
  feed: Feed,
): string {
  const dates = feed.entries.map((entry) => atomDate(entry.updated)).filter((d) => d !== null);
  // An empty feed was last updated when it was written (until a change of its area).
  const updated = dates.sort().at(-1) ?? new Date().toISOString();
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `<id>${escapeXml(self)}</id>`,
    `<title>${escapeXml(feed.title)}</title>`,
    `<updated>${updated}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(inLanguage(base, feed.page, language))}"/>`,
    `<author><name>${escapeXml(siteName)}</name></author>`,
  ];
  for (const entry of feed.entries) {
    const page = entry.path + (entry.fragment ? `#${entry.fragment}` : '');
    const entryUpdated = atomDate(entry.updated) ?? updated;
    const published = atomDate(entry.published);
    lines.push(
      '<entry>',
      // Unique and lasting: the page (and the part or the change of it) in this language.
      `<id>${escapeXml(inLanguage(base, page, language) + (entry.change ? `#${entry.change}` : ''))}</id>`,
      `<title>${escapeXml(entry.title)}</title>`,
      `<updated>${entryUpdated}</updated>`,
      ...(published ? [`<published>${published}</published>`] : []),
      `<link rel="alternate" type="text/html" href="${escapeXml(inLanguage(base, page, language))}"/>`,
      ...(entry.author ? [`<author><name>${escapeXml(entry.author)}</name></author>`] : []),
      ...(entry.summary ? [`<summary>${escapeXml(entry.summary)}</summary>`] : []),
      '</entry>',
    );
  }
  lines.push('</feed>', '');
  return lines.join('\n');
}

/** A summary of plain text: its first `length` characters, cut at a word. */
export function summaryOf(text: string, length = 300): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

const isSiteLanguage = (value: unknown): value is SiteLanguage =>
  (SITE_LANGUAGES as readonly unknown[]).includes(value);

/**
 * Serves an area's feed at /feeds/<name>.atom. A feed is cached, per language
 * and filters, until a change of one of its topics on any process (a feed
 * read while a change happened is not cached: it may predate it); the
 * address names its language (`?lang=`, English when absent), as the pages'
 * links to it do.
 */
function registerFeed(app: FastifyInstance, source: FeedSource): void {
  const cache = bodyCache({
    maxEntries: CACHED_PER_SOURCE,
    maxBytes: CACHED_BYTES_PER_SOURCE,
    maxAgeMs: CACHED_MAX_AGE_MS,
    meter: app.metrics.cache('feeds'),
  });
  const topics: ReadonlySet<string> = new Set(source.topics);
  app.changes.listen((topic) => cache.changed(topic));
  const base = app.config.publicUrl.replace(/\/$/, '');
  app.get<{ Querystring: Record<string, unknown> }>(
    `/feeds/${source.name}.atom`,
    async (request, reply) => {
      const query = request.query;
      const language = query[LANGUAGE_PARAMETER] ?? 'en';
      if (!isSiteLanguage(language)) throw new AppError(400, 'INVALID_INPUT', LANGUAGE_PARAMETER);
      const filters: Record<string, string> = {};
      for (const name of source.filters ?? []) {
        const value = query[name];
        if (value === undefined) continue;
        if (typeof value !== 'string') throw new AppError(400, 'INVALID_INPUT', name);
        filters[name] = value;
      }
      const search = new URLSearchParams(
        Object.entries(filters).sort(([a], [b]) => a.localeCompare(b)),
      );
      search.set(LANGUAGE_PARAMETER, language);
      const self = `${base}/feeds/${source.name}.atom?${search.toString()}`;
      const key = pageKey(language, self);
      const cached = await cache.fetch(
        key,
        async () => {
          const feed = await source.read(language, filters);
          if (!feed) throw new AppError(404, 'NOT_FOUND');
          return cachedBody(atomXml(base, self, language, SITE_NAME, feed), {
            'content-type': 'application/atom+xml; charset=utf-8',
            'cache-control': 'public, max-age=300',
          });
        },
        topics,
      );
      return sendCached(reply, cache, key, cached);
    },
  );
}

/** The areas' feeds (AreaParts.feeds), each at /feeds/<name>.atom. */
export const feedRoutes: FastifyPluginAsync<{ sources: FeedSource[] }> = async (
  app,
  { sources },
) => {
  for (const source of sources) registerFeed(app, source);
};
