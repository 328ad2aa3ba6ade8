import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { registerErrorHandler } from '../http/errors.ts';
import { attachmentHeader, safeEntryName, sendZip, zipBuffer, type ZipEntry } from './zip.ts';

async function readZip(bytes: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const files = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    files.set(entry.fileName, await text(await zip.openReadStreamPromise(entry)));
  }
  return files;
}

/** Watches an endless download: how far it got and whether it was cleaned up. */
const endless = { entriesTaken: 0, finished: false, lastBodyDestroyed: false };

async function* endlessEntries(): AsyncGenerator<ZipEntry> {
  try {
    for (;;) {
      endless.entriesTaken += 1;
      const chunk = randomBytes(64 * 1024);
      const body = Readable.from(
        (function* () {
          for (let i = 0; i < 64; i++) yield chunk;
        })(),
      );
      body.once('close', () => (endless.lastBodyDestroyed = !body.readableEnded));
      yield { name: `part-${endless.entriesTaken}.bin`, body };
    }
  } finally {
    endless.finished = true;
  }
}

describe('sendZip', () => {
  let app: FastifyInstance;
  const big = randomBytes(300_000);
  beforeAll(async () => {
    app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/small.zip', (_request, reply) =>
      sendZip(reply, 'Millénaire "fr" texts', [
        { name: 'fr/strings.txt', body: 'bonjour=Bonjour\n' },
        { name: 'fr/quests.txt', body: Buffer.from('quête=Une quête\n') },
        {
          name: 'data/random.bin',
          body: Readable.from([big.subarray(0, 1000), big.subarray(1000)]),
        },
        { name: '../../etc/evil.txt', body: 'contained' },
      ]),
    );
    app.get('/lazy.zip', (_request, reply) =>
      sendZip(
        reply,
        'lazy.zip',
        (async function* () {
          for (let i = 0; i < 20; i++) yield { name: `n${i}.txt`, body: `entry ${i}` };
        })(),
        { level: 0 },
      ),
    );
    app.get('/endless.zip', (_request, reply) => sendZip(reply, 'endless', endlessEntries()));
    await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  it('streams entries of every kind, read back exactly', async () => {
    const res = await app.inject('/small.zip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Mill_naire _fr_ texts.zip"; filename*=UTF-8''Mill%C3%A9naire%20%22fr%22%20texts.zip`,
    );
    const files = await readZip(res.rawPayload);
    expect([...files.keys()]).toEqual([
      'fr/strings.txt',
      'fr/quests.txt',
      'data/random.bin',
      'etc/evil.txt',
    ]);
    expect(files.get('fr/strings.txt')).toBe('bonjour=Bonjour\n');
    expect(files.get('fr/quests.txt')).toBe('quête=Une quête\n');
    expect(files.get('data/random.bin')).toBe(big.toString());
  });

  it('takes entries lazily from an async iterable, stored uncompressed at level 0', async () => {
    const res = await app.inject('/lazy.zip');
    const files = await readZip(res.rawPayload);
    expect(files.size).toBe(20);
    expect(files.get('n19.txt')).toBe('entry 19');
  });

  it('keeps entry names inside the archive and file names inside the header', () => {
    expect(safeEntryName('/abs/path.txt')).toBe('abs/path.txt');
    expect(safeEntryName('a\\..\\..\\b.txt')).toBe('a/b.txt');
    expect(safeEntryName('./x/./y\u0000.txt')).toBe('x/y.txt');
    expect(safeEntryName('..')).toBe('file');
    expect(attachmentHeader('a/b\r\nSet-Cookie: x.zip')).toBe(
      `attachment; filename="a_b__Set-Cookie: x.zip"; filename*=UTF-8''a_b__Set-Cookie%3A%20x.zip`,
    );
  });

  it('stops reading its sources when the client goes away', async () => {
    const { port } = app.server.address() as { port: number };
    await new Promise<void>((resolve, reject) => {
      const req = request({ port, host: '127.0.0.1', path: '/endless.zip' }, (res) => {
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          if (received > 10_000_000) {
            req.destroy();
            resolve();
          }
        });
      });
      req.on('error', () => {});
      req.on('close', resolve);
      setTimeout(() => reject(new Error('download never reached 10 MB')), 10_000);
      req.end();
    });
    const deadline = Date.now() + 3000;
    while (!endless.finished && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(endless.finished).toBe(true);
    expect(endless.lastBodyDestroyed).toBe(true);
    const taken = endless.entriesTaken;
    await new Promise((r) => setTimeout(r, 200));
    expect(endless.entriesTaken).toBe(taken);
    // 4 MB per entry: a client that read 10 MB caused only a few entries to be read.
    expect(taken).toBeLessThan(8);
  });
});

describe('zipBuffer', () => {
  it('builds an archive that reads back entry for entry, names made safe', async () => {
    const bytes = await zipBuffer([
      { name: 'readme.txt', body: 'Harbour hamlet\n' },
      { name: 'plans/quay.txt', body: Buffer.from('length=12\n') },
      { name: '/../outside.txt', body: 'kept inside' },
    ]);
    expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(Object.fromEntries(await readZip(bytes))).toEqual({
      'readme.txt': 'Harbour hamlet\n',
      'plans/quay.txt': 'length=12\n',
      'outside.txt': 'kept inside',
    });
  });
});
