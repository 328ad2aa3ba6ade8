import { createHash, randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { ZipArchive } from 'archiver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, type FormPart } from '../../test/multipart.ts';
import { BACKENDS, storageTestApp, type StorageTestApp } from '../../test/storage-app.ts';
import { detectType } from './file-type.ts';
import { generateName, readStored } from './storage.ts';
import { withUpload } from './uploads.ts';

const LIMIT = 256 * 1024;

async function smallZip(): Promise<Buffer> {
  const zip = new ZipArchive();
  zip.append('hello', { name: 'hello.txt' });
  void zip.finalize();
  return buffer(zip);
}

async function waitUntil(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition never held');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe.each(BACKENDS)('uploads [%s]', (backend) => {
  let t: StorageTestApp;
  beforeAll(async () => {
    t = await storageTestApp(
      (app) => {
        app.post('/upload', (request, reply) =>
          withUpload(request, reply, { field: 'file', maxBytes: LIMIT }, async (u) => ({
            size: u.size,
            sha512: u.sha512,
            type: u.type,
            clientName: u.clientName,
            fields: u.fields,
          })),
        );
        app.post('/keep', (request, reply) =>
          withUpload(request, reply, { field: 'file', maxBytes: LIMIT }, async (u) => {
            const name = generateName('.bin');
            await u.moveTo('files', name);
            return { name };
          }),
        );
      },
      undefined,
      backend,
    );
  });
  afterAll(() => t.close());

  const upload = (parts: FormPart[], url = '/upload') =>
    t.app.inject({ method: 'POST', url, ...multipartBody(parts) });
  const file = (content: Buffer, filename = 'data.bin'): FormPart => ({
    name: 'file',
    filename,
    content,
  });
  const tmpFiles = () => t.list(t.app.storage.tmpDir);

  it('streams the file, hashing and measuring it, and collects the text fields', async () => {
    const content = randomBytes(100_000);
    const res = await upload([
      { name: 'title', value: 'Ferme normande' },
      file(content, 'farm.zip'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      size: content.length,
      sha512: createHash('sha512').update(content).digest('hex'),
      type: 'application/octet-stream',
      clientName: 'farm.zip',
      fields: { title: 'Ferme normande' },
    });
    expect(tmpFiles()).toEqual([]);
  });

  it('tells the type by content: a real PNG, a zip, and a text file named .png', async () => {
    const png = await sharp({
      create: { width: 4, height: 4, channels: 3, background: '#c33' },
    })
      .png()
      .toBuffer();
    const cases: [Buffer, string][] = [
      [png, 'image/png'],
      [await smallZip(), 'application/zip'],
      [Buffer.from('just text'), 'application/octet-stream'],
    ];
    for (const [content, type] of cases) {
      const res = await upload([file(content, 'picture.png')]);
      expect(res.json().type).toBe(type);
    }
  });

  it('knows the magic numbers of the stored types', () => {
    const bytes = (...b: number[]) => Uint8Array.from(b);
    const text = (s: string) => Buffer.from(s, 'latin1');
    expect(detectType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(detectType(text('GIF89a...'))).toBe('image/gif');
    expect(detectType(text('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    expect(detectType(text('RIFF\x10\x00\x00\x00WAVEfmt '))).toBe('application/octet-stream');
    expect(detectType(text('Rar!\x1a\x07\x01\x00'))).toBe('application/vnd.rar');
    expect(detectType(bytes(0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0))).toBe(
      'application/x-7z-compressed',
    );
    expect(detectType(bytes(0x1f, 0x8b, 8))).toBe('application/gzip');
    expect(detectType(bytes(0x89, 0x50))).toBe('application/octet-stream');
  });

  it('refuses a file over the limit with 413, keeping nothing', async () => {
    const res = await upload([file(randomBytes(LIMIT + 1))]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'PAYLOAD_TOO_LARGE' });
    expect(tmpFiles()).toEqual([]);
    const exact = await upload([file(randomBytes(LIMIT))]);
    expect(exact.json().size).toBe(LIMIT);
  });

  it('refuses a form without the file field, with another field name, or an empty file', async () => {
    for (const parts of [
      [{ name: 'title', value: 'x' }],
      [{ name: 'other', filename: 'a.bin', content: Buffer.from('abc') }],
      [file(Buffer.alloc(0), '')],
      [file(Buffer.from('a')), file(Buffer.from('b'))],
    ]) {
      const res = await upload(parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'INVALID_INPUT', field: 'file' });
    }
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a text field over its cap, naming it', async () => {
    const res = await upload([{ name: 'title', value: 'x'.repeat(5000) }, file(Buffer.from('a'))]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'INVALID_INPUT', field: 'title' });
    expect(tmpFiles()).toEqual([]);
  });

  it('refuses a body that is not multipart, and a malformed one', async () => {
    const json = await t.app.inject({ method: 'POST', url: '/upload', payload: { a: 1 } });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: 'INVALID_INPUT' });
    const { headers } = multipartBody([]);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': headers['content-type']! },
      payload: '--nonsense\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nab',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toBe('INVALID_INPUT');
    expect(tmpFiles()).toEqual([]);
  });

  it('lets the caller move the file into place atomically', async () => {
    const content = randomBytes(5000);
    const res = await upload([file(content)], '/keep');
    expect(await readStored(t.app.storage, 'files', res.json().name)).toEqual(content);
    expect(tmpFiles()).toEqual([]);
  });

  it('handles ten parallel uploads, each with its own content', async () => {
    const contents = Array.from({ length: 10 }, (_, i) => randomBytes(20_000 + i * 1000));
    const answers = await Promise.all(contents.map((c) => upload([file(c)])));
    answers.forEach((res, i) => {
      expect(res.statusCode).toBe(200);
      expect(res.json().sha512).toBe(createHash('sha512').update(contents[i]!).digest('hex'));
    });
    expect(tmpFiles()).toEqual([]);
  });

  describe('over a real connection', () => {
    let port: number;
    beforeAll(async () => {
      port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
    });

    /** Sends the request head and the first `fraction` of a form holding `size` bytes. */
    const startUpload = (size: number, fraction: number) => {
      const { payload, headers } = multipartBody([file(randomBytes(size))]);
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      const head = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
      socket.write(`POST /upload HTTP/1.1\r\nhost: localhost\r\n${head.join('')}\r\n`);
      socket.write(payload.subarray(0, Math.floor(payload.length * fraction)));
      return socket;
    };

    it('answers 413 before the whole body is sent, and closes the connection', async () => {
      // Refused by its declared length, then while streaming past the limit.
      for (const [size, fraction] of [
        [LIMIT * 4, 0.1],
        [LIMIT * 1.5, 0.9],
      ] as const) {
        const socket = startUpload(size, fraction);
        let answer = '';
        socket.on('data', (chunk: Buffer) => (answer += chunk.toString('latin1')));
        await waitUntil(() => answer.includes('PAYLOAD_TOO_LARGE'));
        expect(answer).toMatch(/^HTTP\/1\.1 413/);
        expect(answer.toLowerCase()).toContain('connection: close');
        socket.destroy();
        expect(tmpFiles()).toEqual([]);
      }
    });

    it('leaves no temp file when the client goes away mid-upload', async () => {
      const socket = startUpload(LIMIT - 1000, 0.5);
      await waitUntil(() => tmpFiles().length === 1);
      socket.destroy();
      await waitUntil(() => tmpFiles().length === 0);
    });
  });
});
