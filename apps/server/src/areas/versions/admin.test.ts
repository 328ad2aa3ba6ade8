import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { bearer, createUser } from '../../test/users.ts';

const payload = (version: string, extra: Record<string, string> = {}) => ({
  version,
  mcversion: '1.12.2',
  url: 'https://example.org/millenaire.zip',
  serverurl: 'https://example.org/millenaire.zip',
  devversion: '0',
  date: '2026-11-01T10:00:00.000Z',
  title_en: 'Harvest',
  title_fr: 'Moisson',
  description_en: 'Fields and mills.',
  description_fr: 'Champs et moulins.',
  ...extra,
});

describeWithApp('managing releases', {}, (t) => {
  it('lets administrators add, change, mark current and remove a release, seen at once', async () => {
    const { token } = await createUser(t, { level: 'admin' });
    const post = (url: string, body?: object) =>
      t.app.inject({ method: 'POST', url, headers: bearer(token), payload: body ?? {} });

    const older = (await post('/api/versions/admin', payload('9.0.0'))).json();
    expect(older).toMatchObject({ version: '9.0.0', current: '0', title_fr: 'Moisson' });
    expect((await t.app.inject('/api/versions/current')).json().version).toBe('9.0.0');
    expect((await t.app.inject('/lastversion/1.12.2.txt')).body).toMatch(/^9\.0\.0\n/);

    const newer = (
      await post('/api/versions/admin', payload('9.1.0', { date: '2026-11-20T10:00:00.000Z' }))
    ).json();
    expect((await t.app.inject('/api/versions/current')).json().version).toBe('9.1.0');

    // Marking the older one current makes the version check announce it.
    const marked = await post(
      `/api/versions/admin/${older.id}`,
      payload('9.0.1', { current: '1' }),
    );
    expect(marked.json()).toMatchObject({ version: '9.0.1', current: '1' });
    expect((await t.app.inject('/api/versions/current?language=fr')).json()).toMatchObject({
      version: '9.0.1',
      description: 'Champs et moulins.',
    });
    expect((await t.app.inject('/lastversion/1.12.2.txt')).body).toBe(
      '9.0.1\nFields and mills.\nChamps et moulins.\n',
    );

    expect((await post(`/api/versions/admin/${newer.id}/delete`)).statusCode).toBe(200);
    const list = (
      await t.app.inject({ url: '/api/versions/admin', headers: bearer(token) })
    ).json();
    expect(list.map((v: { version: string }) => v.version)).toEqual(['9.0.1']);
    expect((await post(`/api/versions/admin/${newer.id}/delete`)).statusCode).toBe(404);
  });

  it('refuses others and bad input, with nothing changed', async () => {
    const { token: userToken } = await createUser(t);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/versions/admin',
      payload: payload('9.9.9'),
    });
    expect(anonymous.statusCode).toBe(401);
    const user = await t.app.inject({
      method: 'POST',
      url: '/api/versions/admin',
      headers: bearer(userToken),
      payload: payload('9.9.9'),
    });
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ message: 'UNAUTHORIZED' });

    const { token } = await createUser(t, { level: 'admin' });
    for (const [field, value] of [
      ['url', 'javascript:alert(1)'],
      ['version', ''],
      ['devversion', 'yes'],
      ['date', 'yesterday'],
      ['title_en', 'x'.repeat(300)],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/versions/admin',
        headers: bearer(token),
        payload: payload('9.9.9', { [field]: value }),
      });
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toEqual({ message: 'INVALID_INPUT', field });
    }
    const list = (
      await t.app.inject({ url: '/api/versions/admin', headers: bearer(token) })
    ).json();
    expect(list.some((v: { version: string }) => v.version === '9.9.9')).toBe(false);
  });
});
