import { gunzipSync } from 'node:zlib';
import { SaxesParser } from 'saxes';
import { beforeAll, expect, it } from 'vitest';
import { PAGE_ROUTES, pageFacts } from '@millenaire/contracts/routes';
import { libraryArea } from './areas/library/index.ts';
import { describeWithApp } from './test/app.ts';
import { contentFields } from './test/library.ts';
import { bearer, createUser } from './test/users.ts';
import { testWebDist } from './test/web-dist.ts';

const SITE = 'https://millenaire.example.org';
const env = { WEB_DIST_DIR: testWebDist(), PUBLIC_URL: SITE };

interface Url {
  loc: string;
  lastmod?: string;
  alternates: Record<string, string>;
}

/** Parses an XML document strictly (a malformed one throws) into its elements' texts and attributes. */
function parseXml(xml: string) {
  const parser = new SaxesParser({ xmlns: true });
  const urls: Url[] = [];
  const sitemaps: string[] = [];
  let current: Url | null = null;
  let text = '';
  let root = '';
  parser.on('opentag', (tag) => {
    root ||= `${tag.uri} ${tag.local}`;
    text = '';
    if (tag.local === 'url') current = { loc: '', alternates: {} };
    if (tag.name === 'xhtml:link' && current) {
      current.alternates[tag.attributes.hreflang?.value ?? ''] = tag.attributes.href?.value ?? '';
    }
  });
  parser.on('text', (t) => (text += t));
  parser.on('closetag', (tag) => {
    if (tag.local === 'loc' && current) current.loc = text;
    else if (tag.local === 'loc') sitemaps.push(text);
    if (tag.local === 'lastmod' && current) current.lastmod = text;
    if (tag.local === 'url' && current) {
      urls.push(current);
      current = null;
    }
  });
  parser.write(xml).close();
  return { root, urls, sitemaps };
}

const pathOf = (address: string) => address.slice(SITE.length);

describeWithApp('robots.txt and the sitemap', { seed: true, env }, (t) => {
  const urls: Url[] = [];
  let sitemaps: string[] = [];
  let unconfirmed = 0;

  beforeAll(async () => {
    const { token } = await createUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/library/contents/',
      headers: bearer(token),
      payload: contentFields({ title: 'Waiting for confirmation' }),
    });
    unconfirmed = (created.json() as { contentid: number }).contentid;
    const index = await t.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    const parsed = parseXml(index.body);
    expect(parsed.root).toBe('http://www.sitemaps.org/schemas/sitemap/0.9 sitemapindex');
    sitemaps = parsed.sitemaps;
    for (const sitemap of sitemaps) {
      const res = await t.app.inject(pathOf(sitemap));
      expect(res.statusCode, sitemap).toBe(200);
      urls.push(...parseXml(res.body).urls);
    }
  });

  it('robots.txt keeps crawlers off every page the server does not render, and names the sitemap', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    const rules = lines
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    // A crawler's reading of a rule: '*' any characters, '$' the end, else a prefix.
    const disallowed = (address: string) =>
      rules.some((rule) => {
        const body = rule.endsWith('$') ? rule.slice(0, -1) : rule;
        const pattern = body.split('*').map((part) => part.replace(/[.?+^${}()|[\]\\]/g, '\\$&'));
        return new RegExp(`^${pattern.join('.*')}${rule.endsWith('$') ? '$' : ''}`).test(address);
      });
    for (const route of PAGE_ROUTES) {
      const address = route.replace(/:([a-z]+)/gi, 'some$1');
      expect(disallowed(address), address).toBe(!pageFacts(route).rendered);
      expect(disallowed(`${address}?lang=fr`), address).toBe(!pageFacts(route).rendered);
    }
    expect(disallowed('/api/library/contents')).toBe(true);
    expect(disallowed('/metrics')).toBe(true);
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });

  it('lists one sitemap per area, at the public address', () => {
    const names = sitemaps.map((s) => s.replace(`${SITE}/sitemaps/`, ''));
    expect(names).toEqual(
      expect.arrayContaining(['site-1.xml', 'encyclopedia-items-1.xml', 'library-contents-1.xml']),
    );
  });

  it('lists every public page in both languages, each with its alternates', async () => {
    const content = await t.app.db
      .selectFrom('library_contents')
      .select(['id', 'modified_at'])
      .where('confirmed', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const item = await t.app.db
      .selectFrom('encyclopedia_entries')
      .select(['type', 'itemkey'])
      .where('culture', '=', 'norman')
      .where('type', '!=', 'cultures')
      .executeTakeFirstOrThrow();
    const locs = new Set(urls.map((url) => pathOf(url.loc)));
    const pages = ['/', '/history', '/translations', '/contributing', '/halloffame'];
    pages.push('/advancements', '/encyclopedia', '/encyclopedia/norman', '/library');
    pages.push(`/encyclopedia/norman/${item.type}/${item.itemkey}`, `/library/${content.id}`);
    pages.push('/translationcentre');
    for (const page of pages) {
      expect(locs, page).toContain(`${page}?lang=en`);
      expect(locs, page).toContain(`${page}?lang=fr`);
    }
    expect(locs.size).toBe(urls.length);
    for (const url of urls) {
      const page = pathOf(url.loc).replace(/\?lang=(en|fr)$/, '');
      expect(url.alternates, url.loc).toEqual({
        en: `${SITE}${page}?lang=en`,
        fr: `${SITE}${page}?lang=fr`,
        'x-default': `${SITE}${page}`,
      });
    }
    const listed = urls.find((url) => url.loc === `${SITE}/library/${content.id}?lang=fr`);
    expect(listed?.lastmod).toBe(new Date(content.modified_at).toISOString());
    const history = urls.find((url) => url.loc === `${SITE}/history?lang=en`);
    expect(history?.lastmod).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('leaves out contents waiting for confirmation', () => {
    expect(urls.some((url) => url.loc.includes(`/library/${unconfirmed}?`))).toBe(false);
  });

  it('lists only pages that answer 200', async () => {
    const paths = new Set(urls.map((url) => pathOf(url.alternates['x-default'] ?? '')));
    for (const path of paths) {
      expect((await t.app.inject(path)).statusCode, path).toBe(200);
    }
  });

  it('caches the files it made, and names a new page right after the write', async () => {
    // The encyclopedia's file is large enough to be sent compressed (the library's is not yet).
    const large = sitemaps.find((address) => address.includes('/sitemaps/encyclopedia-'));
    expect(large).toBeDefined();
    const path = pathOf(large ?? '');
    const plain = await t.app.inject(path);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (let ask = 0; ask < 2; ask++) {
      const gzipped = await t.app.inject({ url: path, headers: { 'accept-encoding': 'gzip' } });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i);
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    }
    const listed = async () => {
      const files = parseXml((await t.app.inject('/sitemap.xml')).body).sitemaps;
      const answers = await Promise.all(files.map((file) => t.app.inject(pathOf(file))));
      return answers.flatMap((answer) => parseXml(answer.body).urls.map((url) => pathOf(url.loc)));
    };
    const { token } = await createUser(t, { level: 'admin' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/library/contents/',
      headers: bearer(token),
      payload: contentFields({ title: 'Listed once confirmed' }),
    });
    const id = (created.json() as { contentid: number }).contentid;
    expect(await listed()).not.toContain(`/library/${id}?lang=en`);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/library/contents/${id}`,
      headers: bearer(token),
      payload: { ...contentFields({ title: 'Listed once confirmed' }), confirmed: '1' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await listed()).toContain(`/library/${id}?lang=en`);
  });

  it('answers 404 for a sitemap file past the end or of no area', async () => {
    const files = sitemaps.filter((s) => s.includes('/library-contents-')).length;
    for (const file of [
      `library-contents-${files + 1}`,
      'library-contents-0',
      'nothing-1',
      'site',
    ]) {
      const res = await t.app.inject(`/sitemaps/${file}.xml`);
      expect(res.statusCode, file).toBe(404);
    }
  });

  it('pages the library by id ranges, each file read through the primary key', async () => {
    const [, contents] = libraryArea.sitemap ?? [];
    const files = await contents!.files(t.app.db, 2);
    const highest = await t.app.db
      .selectFrom('library_contents')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    expect(files).toBe(Math.ceil(Number(highest.id) / 2));
    const listed: string[] = [];
    for (let file = 0; file < files; file++) {
      const pages = await contents!.pages(t.app.db, file, 2);
      expect(pages.length).toBeLessThanOrEqual(2);
      listed.push(...pages.map((page) => page.path));
    }
    const confirmed = await t.app.db
      .selectFrom('library_contents')
      .select('id')
      .where('confirmed', '=', 1)
      .orderBy('id')
      .execute();
    expect(listed).toEqual(confirmed.map((row) => `/library/${row.id}`));
  });
});
