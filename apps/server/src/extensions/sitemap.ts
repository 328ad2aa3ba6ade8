import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SITE_LANGUAGES } from '@millenaire/contracts/common';
import { PAGE_ROUTES, pageFacts } from '@millenaire/contracts/routes';
import type { Database } from '../db/database.ts';
import { bodyCache, cachedBody, sendCached } from '../platform/cache/cache.ts';
import { notFound } from '../platform/http/errors.ts';
import { escapeXml, inLanguage } from '../platform/pages/public-addresses.ts';

/**
 * Pages per sitemap file: each is listed once per site language, and a
 * sitemap file may hold at most 50,000 addresses.
 */
/** What no change announces shows in the sitemaps within this time. */
const SITEMAP_MAX_AGE_MS = 10 * 60_000;

export const SITEMAP_PAGES_PER_FILE = 50_000 / SITE_LANGUAGES.length;

/** A public page: its path (segments already encoded) and when its data last changed. */
export interface SitemapPage {
  path: string;
  lastmod?: string | null;
}

type Db = Kysely<Database>;

/**
 * What an area lists in the sitemap, as one or more files of its own
 * (`/sitemaps/<name>-<n>.xml`, n from 1). `files` says how many a given
 * size needs; `pages` lists one of them (0-based), at most `perFile` pages,
 * from one indexed query, never the whole table.
 */
export interface SitemapSource {
  name: string;
  files(db: Db, perFile: number): Promise<number>;
  pages(db: Db, file: number, perFile: number): Promise<SitemapPage[]>;
}

/** A source of a few fixed pages: one file. */
export function fixedSitemap(
  name: string,
  pages: (db: Db) => Promise<SitemapPage[]>,
): SitemapSource {
  return { name, files: async () => 1, pages: (db) => pages(db) };
}

function w3cDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** One <url> per language, each naming every language and the address without ?lang. */
function* urlEntries(base: string, page: SitemapPage): Generator<string> {
  const lastmod = w3cDate(page.lastmod);
  const links = [
    ...SITE_LANGUAGES.map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="${escapeXml(inLanguage(base, page.path, language))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(base + page.path)}"/>`,
  ].join('');
  for (const language of SITE_LANGUAGES) {
    const loc = escapeXml(inLanguage(base, page.path, language));
    yield `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>\n`;
  }
}

function* urlSet(base: string, pages: SitemapPage[]): Generator<string> {
  yield '<?xml version="1.0" encoding="UTF-8"?>\n';
  yield '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
  for (const page of pages) yield* urlEntries(base, page);
  yield '</urlset>\n';
}

/**
 * A page's robots.txt patterns: its parameters as '*'; a page ending in
 * parameters is a prefix ('/translationcentre/files/'), one with a fixed part
 * after them ends there (`$`) or at its query (`?`), so a content's edit
 * page is kept off, not a content whose name starts with 'edit'.
 */
export function robotsPatterns(route: string): string[] {
  const pattern = route.replace(/:[^/]+/g, '*');
  if (!pattern.includes('*')) return [pattern];
  if (pattern.endsWith('*')) return [pattern.replace(/(\*\/)*\*$/, '')];
  return [`${pattern}$`, `${pattern}?`];
}

/**
 * Addresses a crawler has no business with: the API, the metrics and every
 * page the server does not render (accounts, editing, administration, the
 * review lists, the translation editor): the contracts' PAGES say which.
 */
const DISALLOWED = [
  '/api/',
  '/metrics',
  ...PAGE_ROUTES.filter((route) => !pageFacts(route).rendered).flatMap(robotsPatterns),
];

export interface SitemapOptions {
  sources: readonly SitemapSource[];
  publicUrl: string;
  pagesPerFile?: number;
}

/**
 * /robots.txt, /sitemap.xml (the index: every source's files) and
 * /sitemaps/<name>-<n>.xml. The sources are the areas' (collected by the
 * app), so this plugin knows no area.
 */
export const sitemapPlugin: FastifyPluginAsync<SitemapOptions> = async (app, options) => {
  const base = options.publicUrl.replace(/\/$/, '');
  const perFile = options.pagesPerFile ?? SITEMAP_PAGES_PER_FILE;
  const byName = new Map(options.sources.map((source) => [source.name, source]));
  const robots = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robots),
  );

  /*
   * Generated files are cached (a file of 25,000 pages is about 20 MB of XML,
   * 1 MB compressed) until any write changes the site on any process: writes
   * are rare next to a crawler's reads, and a sitemap must name a new page at once.
   */
  const cache = bodyCache({
    maxEntries: 1_000,
    maxBytes: 128 * 1024 * 1024,
    maxAgeMs: SITEMAP_MAX_AGE_MS,
    meter: app.metrics.cache('sitemaps'),
  });
  app.changes.listen(() => cache.clear());
  const send = async (
    request: FastifyRequest,
    reply: FastifyReply,
    make: () => Promise<string | null>,
  ) => {
    // The path alone: a query cannot make the cache grow.
    const key = request.url.split('?')[0] ?? request.url;
    const cached = await cache.fetch(key, async () => {
      const xml = await make();
      if (xml === null) throw notFound();
      return cachedBody(xml, {
        'content-type': 'application/xml; charset=utf-8',
        'cache-control': 'no-cache',
      });
    });
    return sendCached(reply, cache, key, cached);
  };

  app.get('/sitemap.xml', (request, reply) =>
    send(request, reply, async () => {
      const counts = await Promise.all(
        options.sources.map((source) => source.files(app.db, perFile)),
      );
      const lines = options.sources.flatMap((source, index) =>
        Array.from(
          { length: counts[index] ?? 0 },
          (_, n) =>
            `<sitemap><loc>${escapeXml(`${base}/sitemaps/${source.name}-${n + 1}.xml`)}</loc></sitemap>`,
        ),
      );
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...lines,
        '</sitemapindex>',
        '',
      ].join('\n');
      return xml;
    }),
  );

  app.get<{ Params: { file: string } }>('/sitemaps/:file', (request, reply) =>
    send(request, reply, async () => {
      const match = /^([a-z]+(?:-[a-z]+)*)-([1-9][0-9]{0,8})\.xml$/.exec(request.params.file);
      const source = match ? byName.get(match[1] ?? '') : undefined;
      const file = Number(match?.[2]) - 1;
      if (!source || file >= (await source.files(app.db, perFile))) return null;
      const pages = await source.pages(app.db, file, perFile);
      return [...urlSet(base, pages)].join('');
    }),
  );
};
