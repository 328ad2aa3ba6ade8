import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { describeWithApp } from '../test/app.ts';
import { insertContents, LIBRARY_TEST_OPTIONS } from '../test/library.ts';
import { createUser } from '../test/users.ts';
import { acceptedEncoding, keptIn, markKept } from './kept-compression.ts';

describe('compressing kept bytes', () => {
  it('compresses each encoding once, and only bytes marked kept', () => {
    const body = markKept(Buffer.from('{"a":"'.padEnd(5000, 'x') + '"}'));
    const br = keptIn(body, 'br');
    expect(br).not.toBeNull();
    expect(keptIn(body, 'br')).toBe(br);
    expect(brotliDecompressSync(br!).equals(body)).toBe(true);
    expect(gunzipSync(keptIn(body, 'gzip')!).equals(body)).toBe(true);
    expect(keptIn(Buffer.from('not kept'), 'br')).toBeNull();
  });

  it('reads Accept-Encoding: brotli first, gzip next, never a refused one', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedEncoding('gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedEncoding('x-gzip')).toBe('gzip');
    expect(acceptedEncoding('*')).toBe('gzip');
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('gzip;q=0.0, br;q=0')).toBeNull();
  });
});

describeWithApp('kept answers sent compressed', LIBRARY_TEST_OPTIONS, (t) => {
  it('sends a kept API answer in the asked encoding, the same bytes once decoded, and 304 to its tag', async () => {
    const { user } = await createUser(t);
    await insertContents(
      t,
      user.id,
      Array.from({ length: 12 }, (_, i) => `Granary ${i}`),
    );
    const url = '/api/library/contents/?page=1';
    const plain = await t.app.inject(url);
    for (const encoding of ['br', 'gzip'] as const) {
      for (let ask = 0; ask < 2; ask++) {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': encoding } });
        expect(res.headers['content-encoding'], encoding).toBe(encoding);
        expect(res.headers.vary).toMatch(/Accept-Encoding/i);
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
        const decoded =
          encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload);
        expect(decoded.toString()).toBe(plain.body);
        expect(res.headers.etag).toBe(plain.headers.etag);
      }
    }
    const revalidated = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
  });
});
