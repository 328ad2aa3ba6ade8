import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { importTravelBookFolder } from './areas/encyclopedia/import/importer.ts';
import { testConfig, type TestContext } from './test/app.ts';
import { startTestBucket, type TestBucket } from './test/bucket.ts';
import { createTestDatabase, type TestDatabase } from './test/databases.ts';
import { diskLayout } from './test/disk-layout.ts';
import {
  fixtureFolder,
  GOOD_PICTURES,
  importDeps,
  recordingReporter,
} from './test/encyclopedia.ts';
import { confirm, newContent } from './test/library.ts';
import { multipartBody, type FormPart } from './test/multipart.ts';
import { bearer, createUser } from './test/users.ts';

// Two instances of the site on two hosts that share nothing but PostgreSQL,
// Redis and a bucket: each has its own DATA_DIR (only its tmp/ is used). An
// upload on one is downloaded, previewed, restored and deleted on the other.
// PostgreSQL only: a SQLite database lives in one host's DATA_DIR.

const MILLER = '/api/encyclopedia/norman/villagers/miller';

const png = (background: string) =>
  sharp({ create: { width: 900, height: 600, channels: 3, background } })
    .png()
    .toBuffer();

/** Random bytes that start like a zip archive. */
const zipBytes = (size: number) => {
  const bytes = randomBytes(size);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(bytes);
  return bytes;
};

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(databaseUrl && redisUrl)(
  'two instances sharing only PostgreSQL, Redis and a bucket',
  () => {
    const t = { dialect: 'postgres' } as TestContext;
    let other: FastifyInstance;
    let bucket: TestBucket;
    let database: TestDatabase;
    const otherDataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-host-b-'));
    let token: string;

    const send = (app: FastifyInstance, url: string, parts?: FormPart[], payload?: object) => {
      const form = parts && multipartBody(parts);
      return app.inject({
        method: parts || payload ? 'POST' : 'GET',
        url,
        headers: { ...bearer(token), ...form?.headers },
        payload: form?.payload ?? payload,
      });
    };

    beforeAll(async () => {
      bucket = await startTestBucket();
      database = await createTestDatabase('postgres');
      const env = { SEED_DEMO: 'false', REDIS_URL: redisUrl!, ...bucket.env };
      t.config = testConfig(database, env);
      t.app = await buildApp(t.config, { seed: true });
      await t.app.ready();
      other = await buildApp(testConfig({ ...database, dataDir: otherDataDir }, env), {
        seed: false,
      });
      await other.ready();
      const folder = await fixtureFolder('good', GOOD_PICTURES);
      await importTravelBookFolder(importDeps(t), folder, recordingReporter());
      ({ token } = await createUser(t, { level: 'admin' }));
    });
    afterAll(async () => {
      await other?.close();
      await t.app?.close();
      await database?.drop();
      await bucket?.close();
      rmSync(otherDataDir, { recursive: true, force: true });
    });

    it('serves on one host what was uploaded on the other, and deletes it there', async () => {
      // A library archive (in parts: past lib-storage's part size) and an image, uploaded on A.
      const id = await newContent(t, token);
      await confirm(t, id);
      const archive = zipBytes(9 * 1024 * 1024);
      const uploaded = await send(t.app, `/api/library/contents/${id}/uploadfile`, [
        { name: 'contentfile', filename: 'hamlet.zip', content: archive },
      ]);
      expect(uploaded.statusCode).toBe(200);
      const image = await send(t.app, `/api/library/contents/${id}/images`, [
        { name: 'legend', value: 'The quay' },
        { name: 'picture1', filename: 'shot.png', content: await png('#3a7'), type: 'image/png' },
      ]);
      expect(image.statusCode).toBe(200);
      const { filename, previewname } = image.json();

      // Downloaded and previewed on B.
      const download = await send(other, `/api/library/contents/${id}/download`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toBe('attachment; filename="hamlet.zip"');
      expect(download.headers['content-length']).toBe(String(archive.length));
      expect(createHash('sha256').update(download.rawPayload).digest('hex')).toBe(
        createHash('sha256').update(archive).digest('hex'),
      );
      const preview = await other.inject(`/libraryres/img/${previewname}`);
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/webp');
      expect((await sharp(preview.rawPayload).metadata()).width).toBe(800);

      // An encyclopedia image added and replaced on A, restored on B to its first file.
      const added = await send(t.app, `${MILLER}/images`, [
        { name: 'legend_en', value: 'The mill' },
        { name: 'picture1', filename: 'a.png', content: await png('#fff'), type: 'image/png' },
      ]);
      expect(added.statusCode).toBe(200);
      const first = added.json();
      const replaced = await send(t.app, `${MILLER}/images/${first.pos}/replace`, [
        { name: 'picture1', filename: 'b.png', content: await png('#f0f'), type: 'image/png' },
      ]);
      expect(replaced.statusCode).toBe(200);
      const history = (await other.inject(`${MILLER}/history?language=en`)).json().imagehistory;
      const versions = history.find((h: { pos: number }) => h.pos === first.pos).versions;
      const addedVersion = versions.find((v: { action: string }) => v.action === 'added').version;
      const restored = await send(other, `${MILLER}/images/${first.pos}/restore`, undefined, {
        version: addedVersion,
      });
      expect(restored.statusCode).toBe(200);
      const page = (await other.inject(`${MILLER}?language=en`)).json();
      expect(JSON.stringify(page)).toContain(first.filename);
      expect((await other.inject(`/libraryres/img/${first.previewname}`)).statusCode).toBe(200);

      // The library image deleted on B: gone for A too.
      const url = `/api/library/contents/${id}/images/${image.json().id}/delete`;
      expect((await send(other, url, undefined, {})).statusCode).toBe(200);
      expect((await t.app.inject(`/libraryres/img/${filename}`)).statusCode).toBe(404);
      expect(await t.app.storage.stat('images', previewname)).toBeNull();

      // Neither host kept a stored file of its own: only tmp/, empty.
      for (const dataDir of [t.config.dataDir, otherDataDir]) {
        const layout = diskLayout(dataDir);
        for (const dir of [layout.fileDir, layout.imageDir]) {
          expect(existsSync(dir) ? readdirSync(dir) : [], dir).toEqual([]);
        }
        expect(readdirSync(layout.tmpDir)).toEqual([]);
      }
    });
  },
);
