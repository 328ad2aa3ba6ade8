import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../test/app.ts';
import { libraryImageDir } from './web.ts';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

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
    mkdirSync(libraryImageDir(dataDir), { recursive: true });
    writeFileSync(path.join(libraryImageDir(dataDir), 'castle.jpg'), 'jpg');
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers the app for / and deep links of the route table', async () => {
    for (const url of ['/', '/encyclopedia/norman', '/library/12/edit', '/user/login?x=1']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers the app with 404 for a page-like path outside the route table', async () => {
    const res = await app.inject('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(INDEX);
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

  it('serves uploaded images under /libraryres/img/', async () => {
    const res = await app.inject('/libraryres/img/castle.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('jpg');
    const missing = await app.inject('/libraryres/img/nothing.jpg');
    expect(missing.statusCode).toBe(404);
    const escape = await app.inject('/libraryres/img/..%2f..%2fsite.db');
    expect(escape.statusCode).toBe(404);
  });

  it('sends security headers with a policy that allows the configured analytics', async () => {
    const res = await app.inject('/');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://stats.example.org");
    expect(csp).toContain("frame-ancestors 'none'");
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
