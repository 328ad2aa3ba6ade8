import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isPagePath } from '@millenaire/contracts';
import { PAGE_ROUTES, pageFacts } from '@millenaire/contracts/routes';
import { FOUND, MISSING, verdictOf, type PageChecks, type Verdict } from './page-checks.ts';
import type { SiteLanguage } from '@millenaire/contracts/common';
import type { Config } from '../../config.ts';
import { sentToken } from '../http/auth.ts';
import {
  LANGUAGE_COOKIE,
  pageLanguage,
  pageUrl,
  queryLanguage,
  withHtmlLanguage,
} from './language.ts';
import { withNoscript } from './shell-noscript.ts';
import { pageConfigOf, siteTemplate } from './template.ts';
import { notFound } from '../http/errors.ts';
import {
  bodyCache,
  cachedBody,
  pageKey,
  sendCached,
  type Cache,
  type CachedBody,
} from '../cache/cache.ts';
import { strongEtag } from '../http/http-cache.ts';
import { loadPageRenderer, type PageRenderer } from './renderer.ts';
import { refuse, type Limit } from '../http/rate-limits.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ONE_HOUR = 'public, max-age=3600';

function hasExtension(urlPath: string): boolean {
  return /\.[a-z0-9]+$/i.test(urlPath.split('/').pop() ?? '');
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** About 2,000 pages of 30–60 kB; what no write announces is drawn again after a minute. */
const PAGE_CACHE_LIMITS = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024, maxAgeMs: 60_000 };

interface PageSources {
  /** What the browser draws the page from: sent for the pages the server does not draw. */
  shells: Record<SiteLanguage, string>;
  /** The shell without its note for browsers without scripts: what rendered pages are written into. */
  templates: Record<SiteLanguage, string>;
  render: PageRenderer | null;
  cache: Cache<CachedBody>;
  secureCookie: boolean;
  /** Renders (cache misses) per client address: busting the cache costs its sender, not the site. */
  renders: Limit;
}

/**
 * What an address that names nothing is rendered as: the app's not-found page,
 * rendered once per language and cached, so a 404 costs no render.
 */
const NOT_FOUND_URL = '/404';

/**
 * The not-found page goes without its state: the browser then draws the page
 * its address names from scratch (with that page's own message) instead of
 * hydrating a page drawn for another address.
 */
function withoutPageState(html: string): string {
  return html.replace(/<script id="page-state"[^>]*>[\s\S]*?<\/script>/, '');
}

type PageAnswer =
  | { html: string; status: number }
  | { cached: CachedBody; key: string; status: number }
  | { redirect: string; status: number };

/**
 * The page's HTML: the shell, or the public page rendered with its data,
 * from the cache when a render of the same address (the parameters the page
 * reads) and language is still current. Only complete pages answered 200,
 * and the not-found page, are cached.
 */
async function pageHtml(
  reply: FastifyReply,
  rendered: boolean,
  verdict: Verdict,
  language: SiteLanguage,
  { shells, templates, render, cache, renders }: PageSources,
): Promise<PageAnswer> {
  const { request } = reply;
  const shell = (status: number) => ({ html: shells[language], status });
  if (!render || !rendered || request.method !== 'GET') return shell((await verdict()).status);
  // A member's page is rendered as anyone sees it, with placeholders for what
  // is personal, and cached apart from the page of visitors without an account.
  const sessionPending = sentToken(request);
  const pageAddress = pageUrl(request.url);
  const currentKey = pageKey(language, pageAddress, sessionPending);
  const current = cache.get(currentKey);
  if (current) return { cached: current, key: currentKey, status: 200 };
  const { status, personal } = await verdict();
  if (personal) return shell(200);
  // What anyone may not see (an author's own unconfirmed content) the browser
  // asks for with the session, instead of showing "not found" first.
  if (status === 404 && sessionPending) return shell(404);
  const notFound = status === 404;
  const url = notFound ? NOT_FOUND_URL : pageAddress;
  const key = pageKey(language, url, sessionPending);
  const cached = notFound ? cache.get(key) : undefined;
  if (cached) return { cached, key, status };
  if (!(await renders.take(request.ip))) await refuse(renders, request.ip, reply);
  const mark = cache.mark();
  try {
    const { result, topics } = await render(url, language, templates[language], sessionPending);
    if (result.kind === 'redirect') return { redirect: result.location, status: result.status };
    if (result.kind === 'shell') {
      // The app's shell is no render: it costs the address nothing.
      await renders.giveBack(request.ip);
      return shell(status);
    }
    if (result.failed !== null) return { html: result.html, status: result.failed };
    // Tagged once, when cached (hashing the page for every visitor cost more
    // than the rest of sending it); the not-found page goes untagged.
    const html = notFound ? withoutPageState(result.html) : result.html;
    const made = cachedBody(html, notFound ? {} : { etag: strongEtag(html) });
    cache.set(key, made, topics, mark);
    return { cached: made, key, status };
  } catch (error) {
    // The shell still works: the browser draws the page from it.
    request.log.error({ err: error, url: request.url }, 'page render failed');
    return shell(status === 404 ? 404 : 500);
  } finally {
    // Cached or not, the next visitor past its age may render it again.
    cache.release(key);
  }
}

/**
 * Answers a page in its language (`<html lang>`, which the app reads at
 * start); an address that names the language also sets the cookie, as the
 * language switch does, so the next pages follow it. A public page is
 * rendered with its data; the others get the app's shell, which the browser
 * draws. A render whose data failed answers the failure's status.
 */
async function sendLanguagePage(
  reply: FastifyReply,
  rendered: boolean,
  verdict: Verdict,
  sources: PageSources,
): Promise<FastifyReply> {
  const { request } = reply;
  const chosen = queryLanguage(request.url);
  const language = pageLanguage({
    query: chosen,
    cookie: request.cookies[LANGUAGE_COOKIE],
    acceptLanguage: request.headers['accept-language'],
  });
  if (chosen) {
    reply.setCookie(LANGUAGE_COOKIE, chosen, {
      path: '/',
      maxAge: ONE_YEAR_SECONDS,
      sameSite: 'lax',
      secure: sources.secureCookie,
    });
  }
  const page = await pageHtml(reply, rendered, verdict, language, sources);
  if ('redirect' in page) return reply.redirect(page.redirect, page.status);
  reply
    .status(page.status)
    .header('cache-control', 'no-cache')
    .header('vary', 'Cookie, Accept-Language')
    .header('content-language', language)
    .type('text/html; charset=utf-8');
  if ('cached' in page) return sendCached(reply, sources.cache, page.key, page.cached);
  return reply.send(page.html);
}

/**
 * Serves the built web app: every page of the contracts' PAGES at its route
 * (200, or 404 when its area's check finds nothing at the address), the
 * build's files (uploaded images are the storage plugin's), and for any other
 * address the app's not-found page (404; unknown files and API paths answer
 * 404 JSON).
 */
export async function registerWeb(
  app: FastifyInstance,
  config: Config,
  checks: PageChecks,
): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const indexHtml = existsSync(indexFile)
    ? siteTemplate(readFileSync(indexFile, 'utf8'), config)
    : undefined;
  const templates = indexHtml && {
    en: withHtmlLanguage(indexHtml, 'en'),
    fr: withHtmlLanguage(indexHtml, 'fr'),
  };
  const shells = templates && {
    en: withNoscript(templates.en, 'en'),
    fr: withNoscript(templates.fr, 'fr'),
  };
  const secureCookie = config.publicUrl.startsWith('https://');
  const render = indexHtml
    ? await loadPageRenderer(app, config.webDistDir, config.publicUrl, pageConfigOf(config))
    : null;
  const cache = bodyCache({ ...PAGE_CACHE_LIMITS, meter: app.metrics.cache('pages') });
  app.changes.listen((topic) => cache.changed(topic));
  // Counted in windows of ten seconds, so one address's burst of renders (each
  // holds the event loop for tens of milliseconds) stays short beside other
  // visitors' answers: a minute's budget spent at once would stall them for seconds.
  const renders = app.limit({
    name: 'page-renders',
    points: Math.ceil(config.pageRendersPerMinute / 6),
    duration: 10,
  });
  const sources = shells &&
    templates && { shells, templates, render, cache, secureCookie, renders };
  if (indexHtml) {
    await app.register(async (files) => {
      // The file server refuses a path that climbs out of its folder with 403:
      // for a visitor it is simply no file there.
      files.setErrorHandler((error: FastifyError) => {
        throw error.statusCode === 403 ? notFound() : error;
      });
      await files.register(fastifyStatic, {
        root: config.webDistDir,
        prefix: '/',
        index: false,
        decorateReply: false,
        // The build writes .br and .gz beside each asset: sent as they are.
        preCompressed: true,
        // Dot folders of the build (its server renderer) are not the browser's.
        allowedPath: (pathName) => !pathName.split('/').some((part) => part.startsWith('.')),
        setHeaders: (res, filePath) =>
          res.header(
            'cache-control',
            filePath.includes(`${path.sep}assets${path.sep}`) ? ONE_YEAR : ONE_HOUR,
          ),
      });
    });
  } else {
    app.log.warn({ webDistDir: config.webDistDir }, 'web app not built: pages are not served');
  }

  const missing = async () => MISSING;
  const notFoundPage = (request: FastifyRequest, reply: FastifyReply) => {
    const [urlPath = '/', query] = request.url.split(/\?(.*)/s);
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const wantsPage = isRead && !urlPath.startsWith('/api/') && !hasExtension(urlPath);
    if (!wantsPage || !sources) return reply.status(404).send({ message: 'NOT_FOUND' });
    // One address per page: '/library/' is '/library', for links and search engines alike.
    const trimmed = urlPath.replace(/\/+$/, '');
    if (trimmed !== '' && trimmed !== urlPath && isPagePath(trimmed)) {
      return reply.redirect(query ? `${trimmed}?${query}` : trimmed, 301);
    }
    return sendLanguagePage(reply, true, missing, sources);
  };
  const found = async () => FOUND;
  for (const route of PAGE_ROUTES) {
    const rendered = pageFacts(route).rendered === true;
    const check = checks[route];
    app.get(route, (request, reply) => {
      // The router takes '/library/' for '/library'; the page has one address.
      const urlPath = request.url.split('?', 1)[0] ?? '';
      if (urlPath.length > 1 && urlPath.endsWith('/')) return notFoundPage(request, reply);
      if (!sources) return reply.status(404).send({ message: 'NOT_FOUND' });
      const verdict = check ? () => verdictOf(request, check) : found;
      return sendLanguagePage(reply, rendered, verdict, sources);
    });
  }
  // The build's index.html is the shell of every page, not a page: its address is the home page's.
  app.get('/index.html', (request, reply) => {
    const question = request.url.indexOf('?');
    return reply.redirect(question < 0 ? '/' : `/${request.url.slice(question)}`, 301);
  });
  app.setNotFoundHandler(notFoundPage);
}
