import { expect } from '@playwright/test';
import { test } from './helpers/test.ts';
import {
  fetchPage,
  inLanguage,
  LANGUAGES,
  missingPages,
  publicPages,
  squash,
  TEXTS,
  type PageCase,
  type ServerPage,
} from './helpers/server-html.ts';

// The server renders every public page with its data, in the language the
// address names: a crawler, a link preview or a reader without JavaScript gets
// the page itself, and the browser takes it over without asking again for
// what came with it.

// Each test walks every public page in one language; the two workers share them.
test.describe.configure({ mode: 'parallel' });

for (const language of LANGUAGES) {
  test(`every public page's HTML holds its heading, data and links, in ${language}`, async ({
    request,
  }) => {
    for (const expected of await publicPages(request, language)) {
      const page = await fetchPage(request, expected.path, language);
      const where = `${expected.path} in ${language}`;
      expect.soft(page.status, where).toBe(200);
      expect.soft(page.lang, where).toBe(language);
      expect.soft(page.heading, where).toBe(expected.heading);
      const missing = expected.texts.filter((text) => !page.text.includes(squash(text)));
      expect.soft(missing, `${where}: data missing from the HTML`).toEqual([]);
      const unlinked = (expected.links ?? []).filter(
        (link) => !page.links.some((href) => link.test(href)),
      );
      expect.soft(unlinked.map(String), `${where}: no link to`).toEqual([]);
      if (expected.articles !== undefined) {
        expect.soft(page.articles, `${where} content cards`).toBe(expected.articles);
      }
    }
  });
}

/** What the head of a page must say, against the site's public address. */
function checkHead(page: ServerPage, expected: PageCase, language: 'en' | 'fr', base: string) {
  const where = `${expected.path} in ${language}`;
  const address = (lang: 'en' | 'fr' | null) => `${base}${inLanguage(expected.path, lang)}`;
  const canonical = address(language);
  expect.soft(page.title, `${where} <title>`).toBe(expected.heading);
  const description = page.meta.get('description') ?? '';
  expect.soft(description.trim(), `${where} description`).not.toBe('');
  if (expected.ownDescription) {
    expect
      .soft(description, `${where} describes itself`)
      .not.toBe(TEXTS[language].shell.app.description);
  }
  const canonicals = page.headLinks.filter((link) => link.rel === 'canonical');
  expect
    .soft(
      canonicals.map((link) => link.href),
      `${where} canonical`,
    )
    .toEqual([canonical]);
  const alternates = Object.fromEntries(
    page.headLinks
      .filter((link) => link.rel === 'alternate' && link.hreflang)
      .map((link) => [link.hreflang, link.href]),
  );
  expect.soft(alternates, `${where} hreflang alternates`).toEqual({
    en: address('en'),
    fr: address('fr'),
    'x-default': address(null),
  });
  expect.soft(page.meta.get('og:title'), `${where} og:title`).toBe(page.title);
  expect.soft(page.meta.get('og:url'), `${where} og:url`).toBe(canonical);
  expect.soft(page.meta.get('og:image') ?? '', `${where} og:image`).toMatch(/^https?:\/\/\S+$/);
  expect.soft(page.meta.get('og:description'), `${where} og:description`).toBe(description);
  expect
    .soft(['summary', 'summary_large_image'], `${where} twitter:card`)
    .toContain(page.meta.get('twitter:card'));

  for (const data of page.jsonLd) {
    expect.soft(data['@context'], `${where} JSON-LD context`).toBe('https://schema.org');
  }
  const types = page.jsonLd.map((data) => data['@type']);
  for (const type of expected.structuredData ?? []) {
    expect.soft(types, `${where} JSON-LD`).toContain(type);
  }
  const crumbs = page.jsonLd.find((data) => data['@type'] === 'BreadcrumbList');
  if (crumbs) {
    const items = crumbs.itemListElement as { position: number; name: string; item: string }[];
    expect.soft(items.length, `${where} breadcrumbs`).toBeGreaterThan(0);
    items.forEach((crumb, index) => {
      expect.soft(crumb.position, `${where} breadcrumb ${index}`).toBe(index + 1);
      expect.soft(crumb.name.trim(), `${where} breadcrumb ${index} name`).not.toBe('');
      expect
        .soft(crumb.item, `${where} breadcrumb ${index} address`)
        .toMatch(
          new RegExp(`^${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/\\S*[?&]lang=${language}$`),
        );
    });
  }
  const work = page.jsonLd.find((data) => data['@type'] === 'CreativeWork');
  if (work) expect.soft(expected.heading, `${where} CreativeWork name`).toContain(work.name);
}

for (const language of LANGUAGES) {
  test(`every public page's head: title, description, addresses, previews and structured data, in ${language}`, async ({
    request,
    baseURL,
  }) => {
    for (const expected of await publicPages(request, language)) {
      const page = await fetchPage(request, expected.path, language);
      checkHead(page, expected, language, baseURL!);
    }
  });
}

test('an address that names nothing answers 404 with its "not found" in the HTML', async ({
  request,
}) => {
  for (const language of LANGUAGES) {
    for (const missing of missingPages(language)) {
      const page = await fetchPage(request, missing.path, language);
      const where = `${missing.path} in ${language}`;
      expect.soft(page.status, where).toBe(404);
      expect.soft(page.lang, where).toBe(language);
      const says = missing.says.filter((text) => page.text.includes(squash(text)));
      expect.soft(says, `${where} says one of ${JSON.stringify(missing.says)}`).not.toEqual([]);
      expect
        .soft(page.text, `${where} is not left loading`)
        .not.toContain(TEXTS[language].shell.state.loading);
    }
  }
});

for (const language of LANGUAGES) {
  test(`hydrating every public page logs no error, changes nothing drawn and asks the API for nothing it came with, in ${language}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const pages = await publicPages(request, language);
    const problems: string[] = [];
    let current = '';
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        problems.push(`${current}: console ${message.type()}: ${message.text().slice(0, 300)}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`${current}: page error: ${error.message}`));
    // Taking the page over changes none of what the server drew: an attribute
    // changed then (a colour scheme, an id, a measured size) restyles the page
    // after it showed, and showed it otherwise until then.
    await page.addInitScript(() => {
      const changed: string[] = [];
      Object.assign(window, { hydrationChanges: changed });
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as Element;
          const name = record.attributeName ?? '';
          const value = element.getAttribute(name);
          if (element === document.documentElement && name === 'data-app') {
            observer.disconnect();
            return;
          }
          if (value === record.oldValue) continue;
          const where = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
          changed.push(`${where} ${name}: ${record.oldValue} -> ${value}`);
        }
      });
      observer.observe(document, { subtree: true, attributes: true, attributeOldValue: true });
    });
    // The visitor is anonymous: nothing personal to ask for. Sending what the
    // visitor does (a view counted, POST) is no reading of the page's data.
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname.startsWith('/api/') && ['GET', 'HEAD'].includes(sent.method())) {
        problems.push(`${current}: asked ${sent.method()} ${url.pathname}${url.search}`);
      }
    });
    for (const expected of pages) {
      current = expected.path;
      await page.goto(inLanguage(expected.path, language), { waitUntil: 'networkidle' });
      await expect.soft(page.locator('main h1').first(), current).toHaveText(expected.heading);
      const changes = await page.evaluate(
        () => (window as unknown as { hydrationChanges: string[] }).hydrationChanges,
      );
      problems.push(...changes.map((change) => `${current}: hydration changed ${change}`));
    }
    expect(problems).toEqual([]);
  });
}

interface SitemapUrl {
  loc: string;
  alternates: { hreflang: string; href: string }[];
}

type ParsedXml = { error: string } | { root: string; sitemaps: string[]; urls: SitemapUrl[] };

test('robots.txt names the sitemap, whose files parse and whose addresses answer', async ({
  request,
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const rules = (await robots.text()).split('\n').map((line) => line.trim());
  expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  // The API and every page the server does not render: accounts, administration, editing.
  for (const path of ['/api/', '/user/login', '/admin/releases', '/library/*/edit$']) {
    expect(rules).toContain(`Disallow: ${path}`);
  }

  // The browser's own XML parser, strict as a crawler's.
  await page.goto('/robots.txt');
  const parse = (xml: string) =>
    page.evaluate((text): ParsedXml => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      const error = doc.getElementsByTagName('parsererror')[0];
      if (error) return { error: error.textContent ?? 'parse error' };
      const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
      const XHTML = 'http://www.w3.org/1999/xhtml';
      const locOf = (element: Element) =>
        element.getElementsByTagNameNS(NS, 'loc')[0]?.textContent?.trim() ?? '';
      return {
        root: `${doc.documentElement.namespaceURI} ${doc.documentElement.localName}`,
        sitemaps: [...doc.getElementsByTagNameNS(NS, 'sitemap')].map(locOf),
        urls: [...doc.getElementsByTagNameNS(NS, 'url')].map((url) => ({
          loc: locOf(url),
          alternates: [...url.getElementsByTagNameNS(XHTML, 'link')].map((link) => ({
            hreflang: link.getAttribute('hreflang') ?? '',
            href: link.getAttribute('href') ?? '',
          })),
        })),
      };
    }, xml);
  const fetchXml = async (address: string) => {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    expect(response.headers()['content-type'], address).toMatch(/xml/);
    const parsed = await parse(await response.text());
    if ('error' in parsed) throw new Error(`${address} does not parse: ${parsed.error}`);
    return parsed;
  };

  const index = await fetchXml('/sitemap.xml');
  expect(index.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 sitemapindex');
  expect(index.sitemaps.length).toBeGreaterThan(0);
  const perFile: string[][] = [];
  for (const sitemap of index.sitemaps) {
    expect(sitemap).toMatch(new RegExp(`^${baseURL}/sitemaps/[a-z-]+-\\d+\\.xml$`));
    const file = await fetchXml(sitemap);
    expect(file.root, sitemap).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 urlset');
    expect(file.urls.length, sitemap).toBeGreaterThan(0);
    const addresses = new Set<string>();
    for (const { loc, alternates } of file.urls) {
      expect(loc, sitemap).toMatch(new RegExp(`^${baseURL}/\\S*[?&]lang=(en|fr)$`));
      const own = new URL(loc).searchParams.get('lang');
      const languages = alternates.map((alternate) => alternate.hreflang).sort();
      expect(languages, loc).toEqual(['en', 'fr', 'x-default']);
      expect(alternates, loc).toContainEqual({ hreflang: own, href: loc });
      for (const address of [loc, ...alternates.map((alternate) => alternate.href)]) {
        expect(address.startsWith(`${baseURL}/`), address).toBe(true);
        const path = new URL(address).pathname;
        expect(
          ['/api/', '/user/', '/admin/'].some((no) => path.startsWith(no)),
          address,
        ).toBe(false);
        addresses.add(address);
      }
    }
    perFile.push([...addresses]);
  }

  // At most 60 addresses, taken in turn from every file and spread over each.
  const sample: string[] = [];
  const longest = Math.max(...perFile.map((addresses) => addresses.length));
  const perFileShare = Math.max(1, Math.floor(60 / perFile.length));
  const steps = perFile.map((addresses) => Math.max(1, addresses.length / perFileShare));
  for (let turn = 0; turn < longest && sample.length < 60; turn += 1) {
    perFile.forEach((addresses, file) => {
      const address = addresses[Math.floor(turn * steps[file]!)];
      if (address && sample.length < 60 && !sample.includes(address)) sample.push(address);
    });
  }
  for (let start = 0; start < sample.length; start += 6) {
    await Promise.all(
      sample.slice(start, start + 6).map(async (address) => {
        const url = new URL(address);
        const response = await request.get(`${url.pathname}${url.search}`, { maxRedirects: 0 });
        expect.soft(response.status(), address).toBe(200);
        const lang = url.searchParams.get('lang');
        if (lang) expect.soft(await response.text(), address).toContain(`<html lang="${lang}"`);
      }),
    );
  }
});
