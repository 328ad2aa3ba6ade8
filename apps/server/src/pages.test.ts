import { beforeAll, expect, it } from 'vitest';
import { TOKEN_KEY } from '@millenaire/contracts';
import { describeWithApp } from './test/app.ts';
import { contentFields } from './test/library.ts';
import { bearer, createUser } from './test/users.ts';
import { testWebDist } from './test/web-dist.ts';

const env = { WEB_DIST_DIR: testWebDist() };

// Each area answers its pages with 404 when what the address names does not
// exist, on the demo site's data; the app's shell comes either way.
describeWithApp('the status of pages with parameters', { seed: true, env }, (t) => {
  const known: string[] = [];
  const unknown: string[] = [];
  let unconfirmedPage = '';
  let authorToken = '';

  beforeAll(async () => {
    const item = await t.app.db
      .selectFrom('encyclopedia_entries')
      .select(['culture', 'type', 'itemkey'])
      .where('type', '!=', 'cultures')
      .where('culture', '=', 'norman')
      .limit(1)
      .executeTakeFirstOrThrow();
    const confirmed = await t.app.db
      .selectFrom('library_contents')
      .select('id')
      .where('confirmed', '=', 1)
      .limit(1)
      .executeTakeFirstOrThrow();
    const { token, user } = await createUser(t);
    authorToken = token;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/library/contents/',
      headers: bearer(token),
      payload: contentFields({ title: 'Waiting for confirmation' }),
    });
    const unconfirmed = (created.json() as { contentid: number }).contentid;
    unconfirmedPage = `/library/${unconfirmed}`;
    const file = await t.app.db
      .selectFrom('translation_files')
      .select(['filekey', 'language'])
      .limit(1)
      .executeTakeFirstOrThrow();
    const itemPath = `/encyclopedia/norman/${item.type}/${item.itemkey}`;
    known.push(
      '/encyclopedia/norman',
      '/encyclopedia/norman/edit',
      '/encyclopedia/norman/cultures/norman',
      itemPath,
      `${itemPath}/edit`,
      '/encyclopedia/newcontents',
      `/library/${confirmed.id}`,
      `/library/${confirmed.id}/edit`,
      `/library/${unconfirmed}/edit`,
      '/library/mycontents',
      '/library/create',
      `/advancements/${user.login}`,
      `/advancements/${user.login.toUpperCase()}`,
      `/translationcentre/history/${file.filekey}/${file.language}`,
      `/translationcentre/files/${file.filekey}/en/fr`,
    );
    unknown.push(
      '/encyclopedia/atlantis',
      '/encyclopedia/atlantis/edit',
      '/encyclopedia/norman/buildings/no_such_item',
      '/encyclopedia/norman/dragons/knight',
      '/encyclopedia/norman/cultures/byzantines',
      `/encyclopedia/norman/${item.type}/${item.itemkey}x/edit`,
      `/library/${unconfirmed}`,
      '/library/999999',
      '/library/999999/edit',
      '/library/0',
      '/library/12abc',
      '/advancements/nobody_by_that_name',
      `/translationcentre/history/no_such_file/${file.language}`,
      `/translationcentre/history/${file.filekey}/xx_XX`,
      `/translationcentre/files/no_such_file/en/fr`,
      `/translationcentre/files/${file.filekey}/en/xx_XX`,
    );
  });

  it('answers 200 with the app for what exists', async () => {
    for (const url of known) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers 404 with the app for what does not (or is not public)', async () => {
    for (const url of unknown) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers 200 to the author of a content waiting for confirmation, and to administrators only', async () => {
    const { token: otherToken } = await createUser(t);
    const { token: adminToken } = await createUser(t, { level: 'admin' });
    const status = async (token: string | null, how: 'cookie' | 'bearer') => {
      const headers =
        token === null
          ? {}
          : how === 'cookie'
            ? { cookie: `${TOKEN_KEY}=${token}` }
            : bearer(token);
      const res = await t.app.inject({ url: unconfirmedPage, headers });
      expect(res.body).toContain('<div id="root">');
      return res.statusCode;
    };
    expect(await status(authorToken, 'cookie')).toBe(200);
    expect(await status(authorToken, 'bearer')).toBe(200);
    expect(await status(adminToken, 'cookie')).toBe(200);
    expect(await status(otherToken, 'cookie')).toBe(404);
    expect(await status('not.a.token', 'cookie')).toBe(404);
    expect(await status(null, 'cookie')).toBe(404);
    // The author's page is theirs: the next visitor is not given it.
    expect(await status(null, 'cookie')).toBe(404);
    expect(await status(otherToken, 'cookie')).toBe(404);
  });

  it('answers HEAD as GET, a page with a query string by its path, and moves a trailing slash', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/encyclopedia/atlantis' });
    expect(head.statusCode).toBe(404);
    expect((await t.app.inject('/encyclopedia/norman?x=1')).statusCode).toBe(200);
    // One address per page, whether the route is fixed or names data.
    const slash = await t.app.inject('/encyclopedia/norman/?lang=fr');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/encyclopedia/norman?lang=fr');
  });
});
