import { describe, expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { bearer, createUser } from '../../test/users.ts';
import {
  acceptedEncoding,
  matchesIfNoneMatch,
  PERSONAL_ANONYMOUS_CACHE,
  PERSONAL_CACHE,
  PUBLIC_API_CACHE,
  strongEtag,
} from './http-cache.ts';

describe('validators', () => {
  it('tags equal bytes alike and different bytes apart, strongly', () => {
    expect(strongEtag('{"a":1}')).toBe(strongEtag(Buffer.from('{"a":1}')));
    expect(strongEtag('{"a":1}')).not.toBe(strongEtag('{"a":2}'));
    expect(strongEtag('x')).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
  });

  it('reads If-None-Match as a list, weakly, with *', () => {
    expect(matchesIfNoneMatch(undefined, '"a"')).toBe(false);
    expect(matchesIfNoneMatch('"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('W/"a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b", "a"', '"a"')).toBe(true);
    expect(matchesIfNoneMatch('"b"', '"a"')).toBe(false);
    expect(matchesIfNoneMatch('*', '"a"')).toBe(true);
  });
});

describeWithApp('HTTP caching of API answers', {}, (t) => {
  it('lets anyone keep a public answer briefly, with a strong ETag and 304 on a match', async () => {
    const first = await t.app.inject('/api/site');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_API_CACHE);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[^"]+"$/);

    const again = await t.app.inject({ url: '/api/site', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe(PUBLIC_API_CACHE);

    const weak = await t.app.inject({
      url: '/api/site',
      headers: { 'if-none-match': `W/${etag}` },
    });
    expect(weak.statusCode).toBe(304);
    const other = await t.app.inject({ url: '/api/site', headers: { 'if-none-match': '"x"' } });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe(first.body);
  });

  it('gives a member the same public answer, since the route never asked who calls', async () => {
    const { token } = await createUser(t);
    const anonymous = await t.app.inject('/api/site');
    const member = await t.app.inject({ url: '/api/site', headers: bearer(token) });
    expect(member.headers['cache-control']).toBe(PUBLIC_API_CACHE);
    expect(member.headers.etag).toBe(anonymous.headers.etag);
  });

  it('keeps the same validator whatever the compression', async () => {
    const plain = await t.app.inject('/api/site');
    for (const encoding of ['br', 'gzip']) {
      const compressed = await t.app.inject({
        url: '/api/site',
        headers: { 'accept-encoding': encoding },
      });
      expect(compressed.headers.etag, encoding).toBe(plain.headers.etag);
      const revalidated = await t.app.inject({
        url: '/api/site',
        headers: { 'accept-encoding': encoding, 'if-none-match': String(plain.headers.etag) },
      });
      expect(revalidated.statusCode, encoding).toBe(304);
      expect(revalidated.rawPayload.length, encoding).toBe(0);
    }
  });

  it('keeps an answer that depends on who asks private: revalidated when anonymous, never stored for a token', async () => {
    const anonymous = await t.app.inject('/api/library/contents/?page=1');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe(PERSONAL_ANONYMOUS_CACHE);
    expect(anonymous.headers.etag).toBeDefined();
    const revalidated = await t.app.inject({
      url: '/api/library/contents/?page=1',
      headers: { 'if-none-match': String(anonymous.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);

    const { token } = await createUser(t);
    const member = await t.app.inject({
      url: '/api/library/contents/?page=1',
      headers: { ...bearer(token), 'if-none-match': String(anonymous.headers.etag) },
    });
    expect(member.statusCode).toBe(200);
    expect(member.headers['cache-control']).toBe(PERSONAL_CACHE);
    expect(member.headers.etag).toBeUndefined();
  });

  it('stores no refusal, and tags no write', async () => {
    const missing = await t.app.inject('/api/encyclopedia/nosuchculture');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.etag).toBeUndefined();

    const write = await t.app.inject({
      method: 'POST',
      url: '/api/users/loginuser',
      payload: { login: 'nobody', password: 'wrong-password-1' },
    });
    expect(write.headers.etag).toBeUndefined();
  });

  it('answers 304 to HEAD as to GET', async () => {
    const first = await t.app.inject('/api/site');
    const head = await t.app.inject({
      method: 'HEAD',
      url: '/api/site',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(head.statusCode).toBe(304);
  });
});

describe('choosing an encoding', () => {
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
