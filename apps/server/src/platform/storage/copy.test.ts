import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../test/bucket.ts';
import { copyStorage, digestStored } from './copy.ts';
import { DEFAULT_LIMITS, readStored, type Storage } from './storage.ts';
import { openStorage } from './open.ts';

describe('copying DATA_DIR to a bucket', () => {
  let bucket: TestBucket;
  let disk: Storage;
  let target: Storage;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-copy-'));
  const archive = randomBytes(6 * 1024 * 1024 + 5);
  beforeAll(async () => {
    bucket = await startTestBucket();
    disk = await openStorage({ dataDir, bucket: undefined }, DEFAULT_LIMITS);
    target = await openStorage({ dataDir, bucket: bucket.config }, DEFAULT_LIMITS);
    await disk.prepare();
    await target.prepare();
    await disk.put('files', 'abcdefghijklmnopqrstuv.zip', archive);
    await disk.put('images', 'castle.png', Buffer.from('png bytes'));
    await disk.put('downloads', 'millenaire-6.0.2-client.zip', Buffer.from('PK-demo'));
  });
  afterAll(async () => {
    await disk.close();
    await target.close();
    await bucket.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('copies every file with its SHA-256 checked, then skips what is there and the same', async () => {
    const lines: string[] = [];
    const first = await copyStorage(disk, target, { log: (line) => lines.push(line) });
    expect(first).toMatchObject({ files: 3, copied: 3, skipped: 0, mismatched: [] });
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\[1\/3\] libraryres\/img\/castle\.png: copied/);
    expect(await digestStored(target, 'files', 'abcdefghijklmnopqrstuv.zip')).toEqual({
      size: archive.length,
      sha256: createHash('sha256').update(archive).digest('hex'),
    });
    expect((await readStored(target, 'downloads', 'millenaire-6.0.2-client.zip'))?.toString()).toBe(
      'PK-demo',
    );

    // Run again after an interruption: what arrived meanwhile, or differs, is copied.
    await disk.put('images', 'map.png', Buffer.from('new'));
    await target.put('images', 'castle.png', Buffer.from('png bytez'));
    const second = await copyStorage(disk, target);
    expect(second).toMatchObject({ files: 4, copied: 2, skipped: 2, mismatched: [] });
    expect((await readStored(target, 'images', 'castle.png'))?.toString()).toBe('png bytes');
  });

  it('names a copy that does not come out the same', async () => {
    const broken: Storage = {
      ...target,
      put: (folder, name) => target.put(folder, name, Buffer.from('damaged on the way')),
    };
    await target.remove('images', 'map.png');
    const summary = await copyStorage(disk, broken);
    expect(summary.mismatched).toEqual(['libraryres/img/map.png']);
    expect(summary.copied).toBe(0);
  });
});
