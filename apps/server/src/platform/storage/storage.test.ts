import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageTestApp, type StorageTestApp } from '../../test/storage-app.ts';
import { ensureSpace, quotaOf } from './quota.ts';
import {
  createStorage,
  DEFAULT_LIMITS,
  generateName,
  isSafeName,
  STALE_TEMP_MS,
} from './storage.ts';

describe('storage', () => {
  let t: StorageTestApp;
  beforeAll(async () => {
    // A crash left a partial upload behind long ago: the next start removes
    // it. Another process sharing the folder is writing one now: it stays.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-storage-'));
    mkdirSync(path.join(dataDir, 'tmp'), { recursive: true });
    const leftover = path.join(dataDir, 'tmp', 'leftover.part');
    writeFileSync(leftover, 'half an upload');
    const yesterday = new Date(Date.now() - STALE_TEMP_MS - 60_000);
    utimesSync(leftover, yesterday, yesterday);
    writeFileSync(path.join(dataDir, 'tmp', 'uploading.part'), 'an upload in progress');
    t = await storageTestApp(() => {}, dataDir);
    const { storage } = t.app;
    writeFileSync(storage.imagePath('castle.jpg'), 'jpg bytes');
    writeFileSync(storage.imagePath('map.png'), 'png bytes');
    writeFileSync(storage.imagePath('page.html'), '<script>alert(1)</script>');
    writeFileSync(storage.imagePath('drawing.svg'), '<svg onload="alert(1)"/>');
  });
  afterAll(() => t.close());

  it('creates its folders and clears tmp/ of stale files only at start', () => {
    const { storage } = t.app;
    for (const dir of [storage.imageDir, storage.fileDir, storage.tmpDir]) {
      expect(existsSync(dir)).toBe(true);
    }
    expect(t.list(storage.tmpDir)).toEqual(['uploading.part']);
    expect(storage.imageDir).toBe(path.join(t.dataDir, 'libraryres', 'img'));
  });

  it('refuses every name that is not a safe generated name', () => {
    const { storage } = t.app;
    for (const name of ['', '.', '..', '../site.db', 'a/b.png', 'a\\b.png', 'a\0.png', '.png']) {
      expect(isSafeName(name), name).toBe(false);
      expect(() => storage.imagePath(name), name).toThrow();
      expect(() => storage.filePath(name), name).toThrow();
    }
    const name = generateName('.zip');
    expect(name).toMatch(/^[A-Za-z0-9_-]{22}\.zip$/);
    expect(storage.filePath(name)).toBe(path.join(storage.fileDir, name));
    expect(() => generateName('/../x')).toThrow();
  });

  it('moves a finished temp file into place and removes it again', async () => {
    const { storage } = t.app;
    const temp = storage.tempPath();
    expect(path.dirname(temp)).toBe(storage.tmpDir);
    writeFileSync(temp, 'archive');
    const final = storage.filePath(generateName('.zip'));
    await storage.moveIntoPlace(temp, final);
    expect(existsSync(temp)).toBe(false);
    expect(existsSync(final)).toBe(true);
    await storage.remove(final);
    expect(existsSync(final)).toBe(false);
    await storage.remove(final); // already gone: no error
    await expect(storage.moveIntoPlace(temp, path.join(t.dataDir, 'site.db'))).rejects.toThrow();
    await expect(storage.remove(path.join(t.dataDir, 'site.db'))).rejects.toThrow();
  });

  it('serves images with their own type, cached for an hour', async () => {
    const res = await t.app.inject('/libraryres/img/castle.jpg');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('jpg bytes');
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-disposition']).toBeUndefined();
    const png = await t.app.inject('/libraryres/img/map.png');
    expect(png.headers['content-type']).toBe('image/png');
    const head = await t.app.inject({ method: 'HEAD', url: '/libraryres/img/map.png' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });

  it('sends anything that is not a raster image as a download, never as a page', async () => {
    for (const name of ['page.html', 'drawing.svg']) {
      const res = await t.app.inject(`/libraryres/img/${name}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe('attachment');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers 404 JSON for a missing file and for paths leaving the folder', async () => {
    for (const url of [
      '/libraryres/img/nothing.jpg',
      '/libraryres/img/..%2f..%2fsite.db',
      '/libraryres/img/..%2Ftmp',
      '/libraryres/img/%00.png',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'NOT_FOUND' });
    }
  });
});

describe('what uploads may take', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-quota-'));
  const now = new Date('2026-06-01T00:00:00Z');
  const account = (days: number, usedBytes: number, exempt = false) => ({
    exempt,
    usedBytes,
    createdAt: new Date(now.getTime() - days * 24 * 3600 * 1000).toISOString(),
  });
  const limits = { minFreeBytes: 0, quotaBytes: 1000, newAccountQuotaBytes: 100 };
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives a smaller quota for a week, and administrators none', () => {
    expect(quotaOf(limits, account(6.9, 0), now)).toBe(100);
    expect(quotaOf(limits, account(7, 0), now)).toBe(1000);
    expect(quotaOf(limits, account(0, 0, true), now)).toBe(Number.POSITIVE_INFINITY);
    expect(DEFAULT_LIMITS.newAccountQuotaBytes).toBeLessThan(DEFAULT_LIMITS.quotaBytes);
  });

  it('refuses past the quota with 403 and under the floor with 507', async () => {
    const storage = createStorage(dataDir, limits);
    await expect(ensureSpace(storage, 40, account(1, 60), now)).resolves.toBeUndefined();
    await expect(ensureSpace(storage, 41, account(1, 60), now)).rejects.toMatchObject({
      statusCode: 403,
      key: 'QUOTA_EXCEEDED',
    });
    const free = await storage.freeBytes();
    expect(free).toBeGreaterThan(0);
    // A floor far above what is free: the other suites write and delete files
    // on the same disk meanwhile, and a floor one byte above could be reached.
    const full = createStorage(dataDir, { ...limits, minFreeBytes: free + 2 ** 30 });
    await expect(ensureSpace(full, 0)).rejects.toMatchObject({
      statusCode: 507,
      key: 'STORAGE_FULL',
    });
  });
});
