import { LIBRARY_UNPAGED_LIMIT } from '@millenaire/contracts/library';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { createUser } from '../../../test/users.ts';
import {
  confirm,
  contentFields,
  insertContents,
  LIBRARY_TEST_OPTIONS,
  newContent,
  request,
} from '../../../test/library.ts';

const ids = (list: { contents: { contentid: number }[] }) => list.contents.map((c) => c.contentid);

describeWithApp('library contents', LIBRARY_TEST_OPTIONS, (t) => {
  it('answers an unpaged list with the newest contents up to its limit, and the total past it', async () => {
    const { user } = await createUser(t);
    const count = LIBRARY_UNPAGED_LIMIT + 5;
    const titles = Array.from({ length: count }, (_, i) => `Tower ${i}`);
    await insertContents(t, user.id, titles, Date.parse('2020-01-01T00:00:00Z'));
    t.app.changes.announce('library');
    const list = (await request(t, 'GET', '/api/library/contents/')).json();
    expect(list.contents).toHaveLength(LIBRARY_UNPAGED_LIMIT);
    expect(list.total).toBe(count);
    expect(list.contents[0].title).toBe(`Tower ${count - 1}`);
    expect(list.contents.at(-1).title).toBe(`Tower ${count - LIBRARY_UNPAGED_LIMIT}`);
    // Every content stays reachable page by page.
    const last = (
      await request(t, 'GET', `/api/library/contents/?page=${Math.ceil(count / 12)}`)
    ).json();
    expect(last.contents.at(-1).title).toBe('Tower 0');

    await t.app.db.deleteFrom('library_contents').where('title', '<', 'Tower 6').execute();
    // Written past the API: told as an import would be, or cached answers stay.
    t.app.changes.announce('library');
    const under = (await request(t, 'GET', '/api/library/contents/')).json();
    expect(under.contents.length).toBeLessThanOrEqual(LIBRARY_UNPAGED_LIMIT);
    expect(under.total).toBeUndefined();
    await t.app.db.deleteFrom('library_contents').execute();
    t.app.changes.announce('library');
  });

  it('lists categories and cultures in the asked language', async () => {
    const en = (await request(t, 'GET', '/api/library/categories/')).json();
    expect(en[0]).toEqual({ id: 1, label: 'Buildings' });
    const fr = (await request(t, 'GET', '/api/library/cultures/?language=fr')).json();
    expect(fr[0]).toEqual({ id: 1, label: 'Normands' });
    expect((await request(t, 'GET', '/api/library/cultures/?language=de')).statusCode).toBe(400);
  });

  it('creates a content for an account only, with a sanitized description', async () => {
    const anonymous = await request(
      t,
      'POST',
      '/api/library/contents/',
      undefined,
      contentFields(),
    );
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'UNAUTHORIZED' });

    const { token, user } = await createUser(t);
    // A script is refused with its reason rather than cut out without a word.
    const scripted = await request(
      t,
      'POST',
      '/api/library/contents/',
      token,
      contentFields({ description: '<p>Hi <script>alert(1)</script></p>' }),
    );
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json()).toEqual({ message: 'INVALID_MARKUP' });
    const description = '<p onclick="x()">Hi <img src=x></p>';
    const id = await newContent(t, token, { description, title: '  Tea garden  ' });
    const res = await request(t, 'GET', `/api/library/contents/${id}?language=fr`, token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      contentid: id,
      title: 'Tea garden',
      description: '<p>Hi </p>',
      version: '8.1.2',
      category: 1,
      catlabel: 'Bâtiments',
      cultlabel: 'Normands',
      author: user.login,
      authorid: user.id,
      url: null,
      confirmed: '0',
      starred: '0',
      nbview: 0,
      nbdl: 0,
      nbstars: 0,
      nbcomments: 0,
      previewname: null,
      images: [],
      comments: [],
    });
  });

  it('refuses bad fields with 400', async () => {
    const { token } = await createUser(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ category: 999 }, 'category'],
      [{ culture: 999 }, 'culture'],
      [{ title: '   ' }, 'title'],
      [{ description: '<p> </p>' }, 'description'],
      [{ version: 'x'.repeat(51) }, 'version'],
    ];
    for (const [fields, field] of cases) {
      const res = await request(t, 'POST', '/api/library/contents/', token, contentFields(fields));
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ message: 'INVALID_INPUT', field });
    }
    expect((await request(t, 'GET', '/api/library/contents/abc')).statusCode).toBe(400);
  });

  it('shows confirmed contents to all, unconfirmed ones to their author and asking admins', async () => {
    const { token: author } = await createUser(t);
    const { token: other } = await createUser(t);
    const { token: admin } = await createUser(t, { level: 'admin' });
    const hidden = await newContent(t, author, { title: 'Hidden draft' });
    const shown = await newContent(t, author, { title: 'Shown' });
    await confirm(t, shown);

    const anonymousList = (await request(t, 'GET', '/api/library/contents/')).json();
    expect(ids(anonymousList)).toContain(shown);
    expect(ids(anonymousList)).not.toContain(hidden);
    expect(anonymousList.categories.length).toBeGreaterThan(0);
    expect(anonymousList.cultures.length).toBeGreaterThan(0);
    expect(anonymousList.total).toBeUndefined();

    expect(ids((await request(t, 'GET', '/api/library/contents/', author)).json())).toContain(
      hidden,
    );
    const otherAsking = await request(
      t,
      'GET',
      '/api/library/contents/?withunconfirmed=true',
      other,
    );
    expect(ids(otherAsking.json())).not.toContain(hidden);
    expect(ids((await request(t, 'GET', '/api/library/contents/', admin)).json())).not.toContain(
      hidden,
    );
    const adminAsking = await request(
      t,
      'GET',
      '/api/library/contents/?withunconfirmed=true',
      admin,
    );
    expect(ids(adminAsking.json())).toContain(hidden);

    expect((await request(t, 'GET', `/api/library/contents/${hidden}`)).statusCode).toBe(404);
    expect((await request(t, 'GET', `/api/library/contents/${hidden}`, other)).statusCode).toBe(
      404,
    );
    expect((await request(t, 'GET', `/api/library/contents/${hidden}`, author)).statusCode).toBe(
      200,
    );
    expect((await request(t, 'GET', `/api/library/contents/${hidden}`, admin)).statusCode).toBe(
      200,
    );
    expect((await request(t, 'GET', '/api/library/contents/99999')).statusCode).toBe(404);
  });

  it('lists my contents for an account only', async () => {
    expect((await request(t, 'GET', '/api/library/mycontents/')).statusCode).toBe(401);
    const { token } = await createUser(t);
    const { token: other } = await createUser(t);
    const mine = await newContent(t, token);
    const theirs = await newContent(t, other);
    await confirm(t, theirs);
    const list = (await request(t, 'GET', '/api/library/mycontents/', token)).json();
    expect(ids(list)).toEqual([mine]);
  });

  it('lets the author and admins edit, takes confirmed from admins only', async () => {
    const { token: author } = await createUser(t);
    const { token: other } = await createUser(t);
    const { token: admin } = await createUser(t, { level: 'admin' });
    const id = await newContent(t, author);
    const url = `/api/library/contents/${id}`;

    expect((await request(t, 'POST', url, undefined, contentFields())).statusCode).toBe(401);
    await confirm(t, id);
    const refused = await request(t, 'POST', url, other, contentFields({ title: 'Mine now' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'UNAUTHORIZED' });
    await t.app.db
      .updateTable('library_contents')
      .set({ confirmed: 0 })
      .where('id', '=', id)
      .execute();

    const byAuthor = await request(
      t,
      'POST',
      url,
      author,
      contentFields({ title: 'Renamed', confirmed: '1' }),
    );
    expect(byAuthor.statusCode).toBe(200);
    expect(byAuthor.json()).toMatchObject({ title: 'Renamed', confirmed: '0' });

    const byAdmin = await request(t, 'POST', url, admin, contentFields({ confirmed: 1 }));
    expect(byAdmin.json()).toMatchObject({ title: 'Harbour hamlet', confirmed: '1' });
    const notGiven = await request(t, 'POST', url, admin, contentFields({ culture: 2 }));
    expect(notGiven.json()).toMatchObject({ confirmed: '1', culture: 2 });
    const withNull = await request(t, 'POST', url, admin, contentFields({ confirmed: null }));
    expect(withNull.json()).toMatchObject({ confirmed: '1' });
    const unconfirmed = await request(t, 'POST', url, admin, contentFields({ confirmed: '0' }));
    expect(unconfirmed.json()).toMatchObject({ confirmed: '0' });

    const missing = await request(t, 'POST', '/api/library/contents/99999', admin, contentFields());
    expect(missing.statusCode).toBe(404);
  });
});

describeWithApp('the library list with pages, filters and sorts', LIBRARY_TEST_OPTIONS, (t) => {
  it('answers one page of 12 with the total, filtered, searched and sorted', async () => {
    const { token: author, user } = await createUser(t, { login: 'Builder_Kate' });
    const { token: other } = await createUser(t);
    const created: number[] = [];
    for (let i = 0; i < 14; i += 1) {
      const id = await newContent(t, i % 2 ? author : other, {
        title: `Content ${i}`,
        category: i < 3 ? 2 : 1,
        culture: i < 5 ? 3 : 1,
        description: i === 7 ? '<p>With a Secret Tunnel</p>' : '<p>Plain</p>',
      });
      created.push(id);
      await confirm(t, id);
      await t.app.db
        .updateTable('library_contents')
        .set({
          created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
          nbdl: (i * 7) % 5,
          nbview: 100 - i,
          nbstars: i === 4 ? 50 : 0,
        })
        .where('id', '=', id)
        .execute();
    }
    const get = async (query: string) =>
      (await request(t, 'GET', `/api/library/contents/?${query}`)).json();

    const first = await get('page=1');
    expect(first).toMatchObject({ total: 14, page: 1, pagesize: 12 });
    expect(first.contents).toHaveLength(12);
    expect(first.contents[0].contentid).toBe(created[13]);
    const second = await get('page=2');
    expect(ids(second)).toEqual([created[1], created[0]]);

    expect(ids(await get('sort=oldest')).slice(0, 2)).toEqual([created[0], created[1]]);
    expect(ids(await get('sort=views'))[0]).toBe(created[0]);
    expect(ids(await get('sort=stars'))[0]).toBe(created[4]);
    const downloads = (await get('sort=downloads')).contents.map((c: { nbdl: number }) => c.nbdl);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));

    expect((await get('category=2')).total).toBe(3);
    expect((await get('category=2&culture=3')).total).toBe(3);
    expect((await get('culture=3')).total).toBe(5);
    expect(ids(await get('q=secret%20TUNNEL'))).toEqual([created[7]]);
    expect(ids(await get('q=content%2013'))).toEqual([created[13]]);
    expect((await get(`q=${user.login.toUpperCase()}`)).total).toBe(7);
    expect((await get('q=100%25')).total).toBe(0);
    const fr = await get('language=fr&page=1&category=2');
    expect(fr.contents[0].catlabel).toBe('Villages');
    expect(fr.categories[0].label).toBe('Bâtiments');

    expect((await request(t, 'GET', '/api/library/contents/?sort=random')).statusCode).toBe(400);
    expect((await request(t, 'GET', '/api/library/contents/?page=0')).statusCode).toBe(400);
    expect((await request(t, 'GET', '/api/library/contents/?starred=true')).statusCode).toBe(401);
    const starred = await request(t, 'GET', '/api/library/contents/?starred=true', author);
    expect(starred.json().total).toBe(0);
  });
});
