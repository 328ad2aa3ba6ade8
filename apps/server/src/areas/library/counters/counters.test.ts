import { afterEach, expect, it, vi } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { createUser } from '../../../test/users.ts';
import { confirm, LIBRARY_TEST_OPTIONS, newContent, request } from '../../../test/library.ts';
import { HIT_WINDOW_MS } from './service.ts';

describeWithApp('library stars and counters', LIBRARY_TEST_OPTIONS, (t) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const content = async (id: number, token?: string) =>
    (await request(t, 'GET', `/api/library/contents/${id}`, token)).json();
  /**
   * The counts as stored: a visitor's cached answer may show them up to 10 s
   * late (views and downloads announce no change), a member's never.
   */
  const stored = async (id: number) => content(id, (await createUser(t)).token);
  const starCount = async (id: number) => {
    const row = await t.app.db
      .selectFrom('library_stars')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('content_id', '=', id)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };

  it('stars and unstars for accounts, shown as starred to them only', async () => {
    const { token } = await createUser(t);
    const id = await newContent(t, token);
    await confirm(t, id);
    const url = `/api/library/contents/${id}/star`;
    expect((await request(t, 'POST', url, undefined, { enabled: 1 })).statusCode).toBe(401);
    expect((await request(t, 'POST', url, token, { enabled: 2 })).statusCode).toBe(400);

    const on = await request(t, 'POST', url, token, { enabled: 1 });
    expect(on.json()).toEqual({ starred: '1', nbstars: 1 });
    expect(await content(id, token)).toMatchObject({ starred: '1', nbstars: 1 });
    expect(await content(id)).toMatchObject({ starred: '0', nbstars: 1 });
    const starred = (await request(t, 'GET', '/api/library/contents/?starred=true', token)).json();
    expect(starred.contents.map((c: { contentid: number }) => c.contentid)).toEqual([id]);

    expect((await request(t, 'POST', url, token, { enabled: '1' })).json().nbstars).toBe(1);
    expect((await request(t, 'POST', url, token, { enabled: 0 })).json()).toEqual({
      starred: '0',
      nbstars: 0,
    });
    expect((await request(t, 'POST', url, token, { enabled: '0' })).json().nbstars).toBe(0);

    const hidden = await newContent(t, token);
    const { token: other } = await createUser(t);
    const refused = await request(t, 'POST', `/api/library/contents/${hidden}/star`, other, {
      enabled: 1,
    });
    expect(refused.statusCode).toBe(404);
  });

  it('keeps nbstars exact under parallel stars from one user and from many', async () => {
    const { token } = await createUser(t);
    const id = await newContent(t, token);
    await confirm(t, id);
    const url = `/api/library/contents/${id}/star`;

    const same = await Promise.all(
      Array.from({ length: 12 }, () => request(t, 'POST', url, token, { enabled: 1 })),
    );
    expect(same.every((r) => r.statusCode === 200)).toBe(true);
    expect((await content(id)).nbstars).toBe(1);

    const users = await Promise.all(Array.from({ length: 15 }, () => createUser(t)));
    const many = await Promise.all(
      users.map((u) => request(t, 'POST', url, u.token, { enabled: 1 })),
    );
    expect(many.every((r) => r.statusCode === 200)).toBe(true);
    expect((await content(id)).nbstars).toBe(16);
    expect(await starCount(id)).toBe(16);

    const mixed = await Promise.all([
      ...users.slice(0, 8).map((u) => request(t, 'POST', url, u.token, { enabled: 0 })),
      ...users.slice(0, 8).map((u) => request(t, 'POST', url, u.token, { enabled: 0 })),
      ...Array.from({ length: 5 }, () => request(t, 'POST', url, token, { enabled: 1 })),
    ]);
    expect(mixed.every((r) => r.statusCode === 200)).toBe(true);
    expect((await content(id)).nbstars).toBe(8);
    expect(await starCount(id)).toBe(8);
  });

  it('counts views and downloads once per visitor per six hours', async () => {
    const { token } = await createUser(t);
    const { token: other } = await createUser(t);
    const id = await newContent(t, token);
    await confirm(t, id);
    const view = (from: string, user?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/library/contents/${id}/addview`,
        remoteAddress: from,
        headers: user ? { authorization: `Bearer ${user}` } : {},
      });

    const burst = await Promise.all(Array.from({ length: 8 }, () => view('10.0.0.1')));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    expect((await stored(id)).nbview).toBe(1);
    expect((await view('10.0.0.2')).json()).toEqual({ count: 2 });
    // An account counts as itself, from any address.
    expect((await view('10.0.0.1', other)).json()).toEqual({ count: 3 });
    expect((await view('10.0.0.9', other)).json()).toEqual({ count: 3 });

    const dl = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/library/contents/${id}/adddl`,
        remoteAddress: from,
      });
    expect((await dl('10.0.0.1')).json()).toEqual({ count: 1 });
    expect((await dl('10.0.0.1')).json()).toEqual({ count: 1 });

    const later = new Date(Date.now() + HIT_WINDOW_MS - 60_000);
    vi.spyOn(t.app.clock, 'now').mockReturnValue(later);
    expect((await view('10.0.0.1')).json()).toEqual({ count: 3 });
    const afterWindow = new Date(Date.now() + HIT_WINDOW_MS + 60_000);
    vi.spyOn(t.app.clock, 'now').mockReturnValue(afterWindow);
    expect((await view('10.0.0.1')).json()).toEqual({ count: 4 });
    expect((await dl('10.0.0.1')).json()).toEqual({ count: 2 });
    expect(await stored(id)).toMatchObject({ nbview: 4, nbdl: 2 });
    // Only the visitors counted in the last six hours are remembered.
    const remembered = await t.app.db
      .selectFrom('library_hits')
      .select(['kind', 'visitor'])
      .where('content_id', '=', id)
      .orderBy('kind')
      .execute();
    expect(remembered).toEqual([
      { kind: 'dl', visitor: 'ip:10.0.0.1' },
      { kind: 'view', visitor: 'ip:10.0.0.1' },
    ]);

    expect((await request(t, 'POST', '/api/library/contents/99999/addview')).statusCode).toBe(404);
    const hidden = await newContent(t, token);
    expect((await request(t, 'POST', `/api/library/contents/${hidden}/adddl`)).statusCode).toBe(
      404,
    );
  });
});
