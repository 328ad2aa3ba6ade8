import { SaxesParser } from 'saxes';
import { expect, it } from 'vitest';
import { describeWithApp } from './test/app.ts';
import { contentFields, newContent } from './test/library.ts';
import { bearer, createUser } from './test/users.ts';
import { testWebDist } from './test/web-dist.ts';

const SITE = 'https://millenaire.example.org';
const env = { WEB_DIST_DIR: testWebDist(), PUBLIC_URL: SITE };
const ATOM = 'http://www.w3.org/2005/Atom';

interface Entry {
  id: string;
  title: string;
  updated: string;
  link: string;
  author?: string;
  summary?: string;
}

interface AtomFeed {
  root: string;
  language: string;
  id: string;
  title: string;
  updated: string;
  links: Record<string, string>;
  entries: Entry[];
}

/** Parses an Atom document strictly (a malformed one throws). */
function parseAtom(xml: string): AtomFeed {
  const parser = new SaxesParser({ xmlns: true });
  const feed: AtomFeed = {
    root: '',
    language: '',
    id: '',
    title: '',
    updated: '',
    links: {},
    entries: [],
  };
  let entry: Entry | null = null;
  let text = '';
  parser.on('opentag', (tag) => {
    if (!feed.root) {
      feed.root = `${tag.uri} ${tag.local}`;
      feed.language = tag.attributes['xml:lang']?.value ?? '';
    }
    text = '';
    if (tag.local === 'entry') entry = { id: '', title: '', updated: '', link: '' };
    if (tag.local === 'link') {
      const href = tag.attributes.href?.value ?? '';
      if (entry) entry.link = href;
      else feed.links[tag.attributes.rel?.value ?? ''] = href;
    }
  });
  parser.on('text', (t) => (text += t));
  parser.on('closetag', (tag) => {
    const target = (entry ?? feed) as unknown as Record<string, unknown>;
    if (['id', 'title', 'updated', 'summary'].includes(tag.local)) target[tag.local] = text;
    if (tag.local === 'name' && entry) entry.author = text;
    if (tag.local === 'entry' && entry) {
      feed.entries.push(entry);
      entry = null;
    }
  });
  parser.write(xml).close();
  return feed;
}

describeWithApp('Atom feeds', { seed: true, env }, (t) => {
  const read = async (url: string) => {
    const res = await t.app.inject(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/atom\+xml; charset=utf-8/);
    return parseAtom(res.body);
  };

  it('releases: every release newest first, in the asked language, linking to its entry of the history', async () => {
    for (const language of ['en', 'fr'] as const) {
      const feed = await read(`/feeds/releases.atom?lang=${language}`);
      expect(feed.root).toBe(`${ATOM} feed`);
      expect(feed.language).toBe(language);
      expect(feed.id).toBe(`${SITE}/feeds/releases.atom?lang=${language}`);
      expect(feed.links.self).toBe(feed.id);
      expect(feed.links.alternate).toBe(`${SITE}/history?lang=${language}`);
      const rows = await t.app.db
        .selectFrom('versions')
        .select(['version', `title_${language} as title`, 'released_at'])
        .orderBy('released_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      expect(feed.entries.map((entry) => entry.title)).toEqual(
        rows.slice(0, 30).map((row) => row.title || `Millénaire ${row.version}`),
      );
      expect(feed.entries[0]?.link).toBe(
        `${SITE}/history?lang=${language}#version-${rows[0]?.version}`,
      );
      expect(feed.updated).toBe(new Date(rows[0]?.released_at ?? 0).toISOString());
      expect(new Set(feed.entries.map((entry) => entry.id)).size).toBe(feed.entries.length);
    }
    expect((await read('/feeds/releases.atom')).language).toBe('en');
  });

  it('releases: a release an administrator adds is in the feed at once', async () => {
    await read('/feeds/releases.atom?lang=fr');
    const { token } = await createUser(t, { level: 'admin' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/versions/admin',
      headers: bearer(token),
      payload: {
        version: '99.0.0',
        mcversion: '1.12.2',
        url: 'https://example.org/millenaire.zip',
        serverurl: 'https://example.org/millenaire.zip',
        devversion: '0',
        date: '2099-01-01T10:00:00.000Z',
        title_en: 'Harvest & <mills>',
        title_fr: 'Moisson & <moulins>',
        description_en: 'Fields and mills.',
        description_fr: 'Champs et moulins.',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const feed = await read('/feeds/releases.atom?lang=fr');
    expect(feed.entries[0]).toMatchObject({
      title: 'Moisson & <moulins>',
      link: `${SITE}/history?lang=fr#version-99.0.0`,
      summary: '99.0.0 (Minecraft 1.12.2). Champs et moulins.',
    });
  });

  it('library: the newest confirmed contents with their author, filtered as the list is', async () => {
    const { token, user } = await createUser(t);
    const waiting = await newContent(t, token, { title: 'Waiting for confirmation' });
    const before = await read('/feeds/library.atom?lang=en');
    expect(before.entries.some((entry) => entry.link.endsWith(`/library/${waiting}?lang=en`))).toBe(
      false,
    );

    const { token: admin } = await createUser(t, { level: 'admin' });
    const confirmedId = await newContent(t, admin, {
      title: 'Fishing harbour',
      category: 2,
      culture: 3,
      description: '<p>A <strong>harbour</strong> &amp; its boats.</p>',
    });
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/library/contents/${confirmedId}`,
      headers: bearer(admin),
      payload: {
        ...contentFields({ title: 'Fishing harbour', category: 2, culture: 3 }),
        description: '<p>A <strong>harbour</strong> &amp; its boats.</p>',
        confirmed: '1',
      },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const all = await read('/feeds/library.atom?lang=fr');
    expect(all.entries[0]).toMatchObject({
      id: `${SITE}/library/${confirmedId}?lang=fr`,
      link: `${SITE}/library/${confirmedId}?lang=fr`,
      title: 'Fishing harbour',
    });
    expect(all.entries[0]?.summary).toContain('harbour & its boats.');
    expect(all.entries[0]?.author).toBeDefined();

    const filtered = await read('/feeds/library.atom?culture=3&category=2&lang=en');
    expect(filtered.links.alternate).toBe(`${SITE}/library?category=2&culture=3&lang=en`);
    expect(filtered.id).toBe(`${SITE}/feeds/library.atom?category=2&culture=3&lang=en`);
    const rows = await t.app.db
      .selectFrom('library_contents')
      .select('id')
      .where('confirmed', '=', 1)
      .where('category_id', '=', 2)
      .where('culture_id', '=', 3)
      .execute();
    expect(filtered.entries.length).toBe(Math.min(rows.length, 12));
    expect(filtered.entries[0]?.title).toBe('Fishing harbour');

    const searched = await read('/feeds/library.atom?q=harbour');
    expect(searched.entries.map((entry) => entry.title)).toContain('Fishing harbour');
    expect(user.id).toBeGreaterThan(0);
  });

  it("encyclopedia: a description saved in a language is in that language's feed at once, without its text", async () => {
    const { token, user } = await createUser(t, { level: 'confirmed' });
    const url = '/api/encyclopedia/norman/villagers/farmer';
    const before = await read('/feeds/encyclopedia.atom?lang=fr');
    const saved = await t.app.inject({
      method: 'POST',
      url: `${url}?language=fr`,
      headers: bearer(token),
      payload: { desc: '<p>Cultive le blé &amp; l’orge.</p>', basedon: 0 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const feed = await read('/feeds/encyclopedia.atom?lang=fr');
    expect(feed.entries).toHaveLength(before.entries.length + 1);
    expect(feed.links.alternate).toBe(`${SITE}/encyclopedia?lang=fr`);
    expect(feed.entries[0]).toMatchObject({
      link: `${SITE}/encyclopedia/norman/villagers/farmer?lang=fr`,
      author: user.login,
      summary: `Description modifiée par ${user.login}.`,
    });
    expect(feed.entries[0]?.title).toMatch(/\(.+\)$/);
    expect(feed.entries[0]?.id).not.toBe(feed.entries[0]?.link);
    expect(JSON.stringify(feed)).not.toContain('orge');
    // The English feed shows English saves only.
    const english = await read('/feeds/encyclopedia.atom?lang=en');
    expect(english.entries.some((entry) => entry.link.includes('/farmer?lang=en'))).toBe(false);
  });

  it("translations: a language's file saves and imports, each linking to the file's history", async () => {
    const feed = await read('/feeds/translations.atom?language=fr&lang=fr');
    expect(feed.id).toBe(`${SITE}/feeds/translations.atom?language=fr&lang=fr`);
    expect(feed.title).toContain('fr');
    const rows = await t.app.db
      .selectFrom('translation_changes')
      .select(['filekey', 'revision'])
      .where('language', '=', 'fr')
      .orderBy('id', 'desc')
      .execute();
    expect(feed.entries).toHaveLength(Math.min(rows.length, 30));
    expect(feed.entries[0]?.link).toBe(
      `${SITE}/translationcentre/history/${rows[0]?.filekey}/fr?lang=fr`,
    );
    expect(new Set(feed.entries.map((entry) => entry.id)).size).toBe(feed.entries.length);
    expect((await t.app.inject('/feeds/translations.atom?language=xx')).statusCode).toBe(404);
    const missing = await t.app.inject('/feeds/translations.atom');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'INVALID_INPUT', field: 'language' });
  });

  it('refuses a bad language or filter with its message, and knows no other feed', async () => {
    const cases: [string, string][] = [
      ['/feeds/library.atom?lang=de', 'lang'],
      ['/feeds/library.atom?category=abc', 'category'],
      ['/feeds/library.atom?culture=0', 'culture'],
      ['/feeds/library.atom?q=a%00b', 'q'],
      ['/feeds/library.atom?category=1&category=2', 'category'],
      ['/feeds/releases.atom?lang=fr&lang=en', 'lang'],
    ];
    for (const [url, field] of cases) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ message: 'INVALID_INPUT' });
      if (!url.includes('%00')) expect(res.json(), url).toMatchObject({ field });
    }
    expect((await t.app.inject('/feeds/unknown.atom')).statusCode).toBe(404);
  });
});
