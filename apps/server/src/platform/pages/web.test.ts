import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { testConfig } from '../../test/app.ts';
import { withNoscript } from './shell-noscript.ts';

const INDEX =
  '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>';
/** The shell as served for a page the browser draws: its language, settings and no-script note. */
const SERVED = (html: string, language: SiteLanguage = 'en') =>
  withNoscript(
    html.replace('<html>', `<html lang="${language}">`).replace(
      '</head>',
      '<script id="page-config" type="application/json">{"links":{"wiki":"https://wiki.millenaire.org","forum":"https://forum.millenaire.org","chat":"https://discord.gg/millenaire","modhosting":"https://www.curseforge.com/minecraft/mc-mods/millenaire"},"donationButtonId":"MILLENAIREDEMO","coordinatorsEmail":"coordinators@millenaire.org"}</script>' +
        // The configured analytics script, in every page's head.
        '<script async src="https://stats.example.org/count.js"></script></head>',
    ),
    language,
  );

describe('serving the web app and files', () => {
  let app: FastifyInstance;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-web-'));
    const dist = path.join(dataDir, 'dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    mkdirSync(path.join(dist, 'img', 'lang'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), INDEX);
    writeFileSync(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1);');
    writeFileSync(
      path.join(dist, 'assets', 'app-1234.js.br'),
      brotliCompressSync('console.log(1);'),
    );
    writeFileSync(path.join(dist, 'img', 'lang', 'fr.png'), 'png');
    const config = testConfig(
      { dialect: 'sqlite', dataDir, databaseUrl: undefined, drop: async () => {} },
      { WEB_DIST_DIR: dist, ANALYTICS_SCRIPT_URL: 'https://stats.example.org/count.js' },
    );
    app = await buildApp(config);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the app for / and deep links of the route table', async () => {
    for (const url of ['/', '/encyclopedia', '/library/create', '/user/login?x=1']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe(SERVED(INDEX));
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("writes the page's language into <html lang>: ?lang, then the cookie, then the browser's", async () => {
    const byQuery = await app.inject({
      url: '/encyclopedia?lang=fr',
      headers: { cookie: 'language=en', 'accept-language': 'en' },
    });
    expect(byQuery.body).toBe(SERVED(INDEX, 'fr'));
    expect(byQuery.headers['content-language']).toBe('fr');
    expect(byQuery.headers['set-cookie']).toMatch(
      /^language=fr; Max-Age=31536000; Path=\/; SameSite=Lax$/,
    );
    const byCookie = await app.inject({
      url: '/encyclopedia',
      headers: { cookie: 'language=fr', 'accept-language': 'en' },
    });
    expect(byCookie.body).toBe(SERVED(INDEX, 'fr'));
    expect(byCookie.headers['set-cookie']).toBeUndefined();
    expect(byCookie.headers.vary).toContain('Cookie');
    const byBrowser = await app.inject({
      url: '/no-such-page',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.5' },
    });
    expect(byBrowser.statusCode).toBe(404);
    expect(byBrowser.body).toBe(SERVED(INDEX, 'fr'));
    const english = await app.inject({ url: '/?lang=en', headers: { cookie: 'language=fr' } });
    expect(english.body).toBe(SERVED(INDEX, 'en'));
    expect(english.headers['set-cookie']).toMatch(/^language=en;/);
    const unknown = await app.inject({ url: '/?lang=de', headers: { cookie: 'language=fr' } });
    expect(unknown.body).toBe(SERVED(INDEX, 'fr'));
    expect(unknown.headers['set-cookie']).toBeUndefined();
  });

  it('writes no value into the page that could close its settings block', async () => {
    const ownDir = mkdtempSync(path.join(tmpdir(), 'millenaire-web-'));
    const config = testConfig(
      { dialect: 'sqlite', dataDir: ownDir, databaseUrl: undefined, drop: async () => {} },
      {
        WEB_DIST_DIR: path.join(dataDir, 'dist'),
        WIKI_URL: 'https://wiki.example.org/</script><script>alert(1)</script>',
      },
    );
    const other = await buildApp(config);
    const res = await other.inject('/');
    await other.close();
    rmSync(ownDir, { recursive: true, force: true });
    expect(res.body).not.toContain('</script><script>');
    expect(res.body).toContain('\\u003c/script>');
  });

  it('tags a page strongly, answers 304 to a browser that holds it, and lets it be kept only if revalidated', async () => {
    const first = await app.inject('/library');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Cookie, Accept-Language/);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const again = await app.inject({ url: '/library', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const french = await app.inject({
      url: '/library',
      headers: { 'if-none-match': etag, cookie: 'language=fr' },
    });
    expect(french.statusCode).toBe(200);
    expect(french.headers.etag).not.toBe(etag);
  });

  it('answers the app with 404 for a page-like path outside the route table', async () => {
    const res = await app.inject('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(SERVED(INDEX));
  });

  it('sends one address per page: a trailing slash and /index.html move for good', async () => {
    const moves: [string, string][] = [
      ['/encyclopedia/', '/encyclopedia'],
      ['/library/?sort=nbdl&lang=fr', '/library?sort=nbdl&lang=fr'],
      ['/index.html', '/'],
      ['/index.html?lang=fr', '/?lang=fr'],
    ];
    for (const [from, to] of moves) {
      const res = await app.inject(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    expect((await app.inject('/no-such-page/')).statusCode).toBe(404);
  });

  it('keeps the renderer of a build out of reach', async () => {
    mkdirSync(path.join(dataDir, 'dist', '.ssr'), { recursive: true });
    writeFileSync(path.join(dataDir, 'dist', '.ssr', 'entry-server.js'), 'export {}');
    const res = await app.inject('/.ssr/entry-server.js');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('export');
  });

  it('serves built files, hashed assets for a year, and a real 404 for missing files', async () => {
    const asset = await app.inject('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const brotli = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('console.log(1);');
    const flag = await app.inject('/img/lang/fr.png');
    expect(flag.statusCode).toBe(200);
    const missing = await app.inject('/assets/missing-9999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'NOT_FOUND' });
  });

  it('answers a path climbing out of the build with 404, never 403 or a file', async () => {
    for (const url of ['/assets/%2e%2e/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'NOT_FOUND' });
    }
    expect((await app.inject('/assets/%E0%A4%A.js')).statusCode).toBe(400);
  });

  it('sends security headers with a policy that allows the configured analytics', async () => {
    const res = await app.inject('/');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://stats.example.org");
    expect(csp).toContain("frame-ancestors 'none'");
    // The preview of an image chosen for upload is a blob: URL; nothing else may use one.
    expect(csp).toContain("img-src 'self' data: blob:;");
    expect(csp.match(/blob:/g)).toHaveLength(1);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const api = await app.inject('/api/site/');
    expect(api.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const site = await app.inject('/api/site/');
    expect(site.json()).toEqual({
      analyticsScriptUrl: 'https://stats.example.org/count.js',
      adsScriptUrl: null,
    });
  });
});
