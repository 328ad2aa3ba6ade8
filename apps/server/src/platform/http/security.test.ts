import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { bearer, createUser } from '../../test/users.ts';

describeWithApp('answers under attack', {}, (t) => {
  it('never lets a cache keep an answer given to a token', async () => {
    const { user, token } = await createUser(t, { level: 'admin' });
    for (const url of ['/api/users/', '/api/users/me', '/api/library/contents/?page=1']) {
      const res = await t.app.inject({ url, headers: bearer(token) });
      expect(res.headers['cache-control'], url).toMatch(/no-store/);
    }
    const users = await t.app.inject({ url: '/api/users/' });
    expect(users.headers['cache-control']).toBe('no-store');
    const setLevel = await t.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}`,
      headers: bearer(token),
      payload: { accountlevel: 'admin' },
    });
    expect(setLevel.headers['cache-control']).toBe('no-store');
  });

  it('takes only plain decimal ids', async () => {
    const { user, token } = await createUser(t, { level: 'admin' });
    const hex = `0x${user.id.toString(16)}`;
    for (const id of [hex, `${user.id}e0`, `+${user.id}`, `0${user.id}`, ' 1', '1.0', '-1', '0']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/users/${encodeURIComponent(id)}`,
        headers: bearer(token),
        payload: { accountlevel: 'admin' },
      });
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toEqual({ message: 'INVALID_INPUT', field: 'id' });
    }
  });

  it('answers an undecodable URL with the error shape and the security headers', async () => {
    const res = await t.app.inject('/api/users/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'INVALID_INPUT' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('answers a request the HTTP parser refuses with the error shape and the headers', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET /api/versions/ HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
      });
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400 /);
    expect(raw).toContain('x-content-type-options: nosniff');
    expect(raw.split('\r\n\r\n')[1]).toBe('{"message":"INVALID_INPUT"}');
  });
});
