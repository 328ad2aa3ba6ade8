import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, storageTestApp, type StorageTestApp } from '../../test/storage-app.ts';
import { createDiskStorage } from './disk.ts';
import { ensureSpace, quotaOf } from './quota.ts';
import {
  DEFAULT_LIMITS,
  FOLDERS,
  generateName,
  isSafeName,
  isStorableName,
  readStored,
} from './storage.ts';
import { STALE_TEMP_MS } from './temp.ts';

describe.each(BACKENDS)('storage [%s]', (backend) => {
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
    t = await storageTestApp(() => {}, dataDir, backend);
    const { storage } = t.app;
    await storage.put('images', 'castle.jpg', Buffer.from('jpg bytes'));
    await storage.put('images', 'map.png', Buffer.from('png bytes'));
    await storage.put('images', 'page.html', Buffer.from('<script>alert(1)</script>'));
    await storage.put('images', 'drawing.svg', Buffer.from('<svg onload="alert(1)"/>'));
  });
  afterAll(() => t.close());

  it('clears tmp/ of stale files only at start', () => {
    expect(t.list(t.app.storage.tmpDir)).toEqual(['uploading.part']);
    expect(t.app.storage.kind).toBe(backend);
  });

  it.runIf(backend === 'disk')('keeps its files in DATA_DIR, as laid out before', async () => {
    for (const dir of ['libraryres/img', 'files', 'downloads', 'tmp']) {
      expect(existsSync(path.join(t.dataDir, dir)), dir).toBe(true);
    }
    expect(readFileSync(path.join(t.dataDir, 'libraryres', 'img', 'map.png'), 'utf8')).toBe(
      'png bytes',
    );
  });

  it('refuses every name that is not a safe generated name', async () => {
    const { storage } = t.app;
    for (const name of ['', '.', '..', '../site.db', 'a/b.png', 'a\\b.png', 'a\0.png', '.png']) {
      expect(isSafeName(name), name).toBe(false);
      for (const folder of FOLDERS) {
        await expect(storage.stat(folder, name), name).rejects.toThrow();
        await expect(storage.read(folder, name), name).rejects.toThrow();
        await expect(storage.remove(folder, name), name).rejects.toThrow();
        await expect(storage.put(folder, name, Buffer.from('x')), name).rejects.toThrow();
      }
    }
    const name = generateName('.zip');
    expect(name).toMatch(/^[A-Za-z0-9_-]{22}\.zip$/);
    expect(() => generateName('/../x')).toThrow();
    expect(isStorableName('downloads', 'millenaire-6.0.2-client.zip')).toBe(true);
    expect(isStorableName('downloads', 'a..zip')).toBe(false);
  });

  it('moves a finished temp file into place, reads it, lists it and removes it again', async () => {
    const { storage } = t.app;
    const temp = storage.tempPath();
    expect(path.dirname(temp)).toBe(storage.tmpDir);
    writeFileSync(temp, 'archive');
    const name = generateName('.zip');
    await storage.moveIntoPlace(temp, 'files', name);
    expect(existsSync(temp)).toBe(false);
    expect(await storage.stat('files', name)).toMatchObject({ size: 7 });
    expect((await readStored(storage, 'files', name))?.toString()).toBe('archive');
    expect(await t.stored('files')).toEqual([name]);
    await storage.remove('files', name);
    expect(await storage.stat('files', name)).toBeNull();
    expect(await storage.read('files', name)).toBeNull();
    await storage.remove('files', name); // already gone: no error
    writeFileSync(temp, 'archive');
    await expect(storage.moveIntoPlace(temp, 'files', '../site.db')).rejects.toThrow();
    await expect(
      storage.moveIntoPlace(path.join(t.dataDir, 'site.db'), 'files', name),
    ).rejects.toThrow();
    await storage.removeTemp(temp);
    await expect(storage.removeTemp(path.join(t.dataDir, 'site.db'))).rejects.toThrow();
  });

  it('stores a stream whole, replacing a file of the same name', async () => {
    const { storage } = t.app;
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 7);
    await storage.put(
      'files',
      'stream.bin',
      Readable.from([big.subarray(0, 1000), big.subarray(1000)]),
    );
    expect(await storage.stat('files', 'stream.bin')).toMatchObject({ size: big.length });
    await storage.put('files', 'stream.bin', Buffer.from('smaller'));
    expect((await readStored(storage, 'files', 'stream.bin'))?.toString()).toBe('smaller');
    await storage.remove('files', 'stream.bin');
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
    const storage = createDiskStorage(dataDir, limits);
    await expect(ensureSpace(storage, 40, account(1, 60), now)).resolves.toBeUndefined();
    await expect(ensureSpace(storage, 41, account(1, 60), now)).rejects.toMatchObject({
      statusCode: 403,
      key: 'QUOTA_EXCEEDED',
    });
    const free = await storage.freeBytes();
    expect(free).toBeGreaterThan(0);
    // A floor far above what is free: the other suites write and delete files
    // on the same disk meanwhile, and a floor one byte above could be reached.
    const full = createDiskStorage(dataDir, { ...limits, minFreeBytes: free + 2 ** 30 });
    await expect(ensureSpace(full, 0)).rejects.toMatchObject({
      statusCode: 507,
      key: 'STORAGE_FULL',
    });
  });
});
