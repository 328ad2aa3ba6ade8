import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from '../../test/bucket.ts';
import { registerErrorHandler } from '../http/errors.ts';
import { sendDownload } from './send.ts';
import { DEFAULT_LIMITS } from './storage.ts';
import { openStorage, storagePlugin } from './open.ts';

// An archive sent as a download: the same headers streamed from either kind
// of storage, or a redirect to a signed address of the bucket that answers
// with them.

const ARCHIVE = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(70_000, 3)]);

describe.each(['disk', 'bucket', 'bucket, redirected'] as const)('downloads [%s]', (kind) => {
  let app: FastifyInstance;
  let bucket: TestBucket | undefined;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-send-'));
  beforeAll(async () => {
    if (kind !== 'disk') bucket = await startTestBucket();
    const storage = await openStorage(
      {
        dataDir,
        bucket: bucket && { ...bucket.config, redirectDownloads: kind === 'bucket, redirected' },
      },
      DEFAULT_LIMITS,
    );
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    await app.register(storagePlugin, { storage });
    app.get<{ Params: { name: string } }>('/get/:name', (request, reply) =>
      sendDownload(reply, app.storage, 'files', request.params.name, {
        filename: 'My hamlet.zip',
        cacheControl: 'no-store',
      }),
    );
    await app.ready();
    await app.storage.put('files', 'abcdefghijklmnopqrstuv.zip', ARCHIVE);
  });
  afterAll(async () => {
    await app?.close();
    await bucket?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the archive as an attachment under its name', async () => {
    const res = await app.inject('/get/abcdefghijklmnopqrstuv.zip');
    let headers: Record<string, unknown> = res.headers;
    let body = res.rawPayload;
    if (kind === 'bucket, redirected') {
      expect(res.statusCode).toBe(302);
      expect(res.headers['cache-control']).toBe('no-store');
      const location = String(res.headers.location);
      expect(location).toContain('X-Amz-Signature=');
      expect(location).toContain('X-Amz-Expires=300');
      const fetched = await fetch(location);
      expect(fetched.status).toBe(200);
      headers = Object.fromEntries(fetched.headers);
      body = Buffer.from(await fetched.arrayBuffer());
    } else {
      expect(res.statusCode).toBe(200);
      expect(headers['cache-control']).toBe('no-store');
      expect(headers['x-content-type-options']).toBe('nosniff');
    }
    expect(headers['content-type']).toBe('application/octet-stream');
    expect(headers['content-disposition']).toBe('attachment; filename="My hamlet.zip"');
    expect(headers['content-length']).toBe(String(ARCHIVE.length));
    expect(body.equals(ARCHIVE)).toBe(true);
  });

  it.runIf(kind !== 'bucket, redirected')(
    'answers 404 for an archive that is not there',
    async () => {
      const res = await app.inject('/get/nothing.zip');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'NOT_FOUND' });
    },
  );
});
