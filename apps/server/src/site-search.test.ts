import { expect, it } from 'vitest';
import type { SiteSearch } from '@millenaire/contracts/site';
import { describeWithApp, type TestContext } from './test/app.ts';
import { contentFields, insertContents, newContent } from './test/library.ts';
import { bearer, createUser } from './test/users.ts';

const search = (t: TestContext, query: string, remoteAddress?: string) =>
  t.app.inject({ url: `/api/search?${query}`, ...(remoteAddress ? { remoteAddress } : {}) });

async function found(t: TestContext, query: string): Promise<SiteSearch> {
  const res = await search(t, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SiteSearch;
}

/** Confirms a content as an administrator does, through the API (which announces it). */
async function confirmThrough(t: TestContext, id: number, title: string): Promise<void> {
  const { token } = await createUser(t, { level: 'admin' });
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/library/contents/${id}`,
    headers: bearer(token),
    payload: contentFields({ title, confirmed: 1 }),
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
}

const group = (answer: SiteSearch, area: string) => answer.groups.find((g) => g.area === area);

/** The titles of the library's hits for `q` in English, none when the library has no group. */
const libraryTitles = async (t: TestContext, q: string) =>
  (group(await found(t, `q=${encodeURIComponent(q)}&language=en`), 'library')?.hits ?? []).map(
    (hit) => hit.title,
  );

describeWithApp('site-wide search', { seed: true }, (t) => {
  it('finds cultures and items by their name in the language, accents and case aside', async () => {
    const english = await found(t, 'q=NORMAN&language=en');
    expect(group(english, 'encyclopedia')!.hits[0]).toEqual({
      title: 'Normans',
      detail: 'Culture',
      path: '/encyclopedia/norman',
    });
    const french = await found(t, 'q=maison%20de%20the&language=fr');
    expect(group(french, 'encyclopedia')!.hits).toEqual([
      {
        title: 'Maison de thé',
        detail: 'Japonais · Lieux sacrés',
        path: '/encyclopedia/japanese/buildings/teahouse',
      },
    ]);
    // A name that starts with the text comes before one that only holds it.
    const farm = group(await found(t, 'q=farm&language=en'), 'encyclopedia')!.hits;
    const starts = farm.map((hit) => /^farm/i.test(hit.title) || / farm/i.test(hit.title));
    expect(
      starts.indexOf(false) === -1 || !starts.slice(starts.indexOf(false)).includes(true),
    ).toBe(true);
  });

  it('finds confirmed library contents, with the list’s address for all of them', async () => {
    const answer = await found(t, 'q=harbour&language=en');
    expect(group(answer, 'library')).toEqual({
      area: 'library',
      hits: [
        expect.objectContaining({ title: 'Harbour hamlet for the Normans', path: '/library/1' }),
      ],
      more: false,
      all: '/library?q=harbour',
    });
    // A content waiting for confirmation is not found until confirmed; then at once.
    const { token } = await createUser(t, { level: 'confirmed' });
    const id = await newContent(t, token, { title: 'Lighthouse of Fécamp' });
    expect(group(await found(t, 'q=lighthouse&language=en'), 'library')).toBeUndefined();
    await confirmThrough(t, id, 'Lighthouse of Fécamp');
    expect(group(await found(t, 'q=lighthouse&language=en'), 'library')!.hits).toEqual([
      expect.objectContaining({ title: 'Lighthouse of Fécamp', path: `/library/${id}` }),
    ]);
  });

  it('finds the newest creations of an author whose login starts with the text', async () => {
    const { token } = await createUser(t, { level: 'confirmed', login: 'Mirabelle' });
    const id = await newContent(t, token, { title: 'Quiet mill' });
    await confirmThrough(t, id, 'Quiet mill');
    const hits = group(await found(t, 'q=MIRAB&language=en'), 'library')!.hits;
    expect(hits).toEqual([
      { title: 'Quiet mill', detail: expect.stringContaining('Mirabelle'), path: `/library/${id}` },
    ]);
    // Inside a login is not its start.
    expect(group(await found(t, 'q=rabelle&language=en'), 'library')).toBeUndefined();
  });

  it('finds a phrase whose last word is still being typed, the whole phrase only', async () => {
    const { user } = await createUser(t);
    await insertContents(t, user.id, ['Lantern tower of Dieppe', 'Lantern with a tall mast']);
    expect(await libraryTitles(t, 'lantern t')).toEqual(['Lantern tower of Dieppe']);
    expect(await libraryTitles(t, 'LANTERN TO')).toEqual(['Lantern tower of Dieppe']);
    expect(await libraryTitles(t, 'of dieppe')).toEqual(['Lantern tower of Dieppe']);
    expect(await libraryTitles(t, 'a tall m')).toEqual(['Lantern with a tall mast']);
    expect(await libraryTitles(t, 'lantern m')).toEqual([]);
  });

  it('looks for a phrase with a short word among a bounded number of contents, the list for all', async () => {
    const { user } = await createUser(t);
    await insertContents(t, user.id, ['Beacon tower of Étretat'], Date.parse('2020-01-01'));
    await insertContents(
      t,
      user.id,
      Array.from({ length: 400 }, (_, i) => `Beacon mill ${i}`),
    );
    // SQLite's full-text index holds the phrase itself; PostgreSQL's trigrams
    // hold words, so there a phrase with a short word is looked for among the
    // 400 newest contents holding its longer words, and the older match is
    // left to the list, which reads every match.
    expect(await libraryTitles(t, 'beacon t')).toEqual(
      t.dialect === 'sqlite' ? ['Beacon tower of Étretat'] : [],
    );
    expect(await libraryTitles(t, 'beacon tow')).toEqual(['Beacon tower of Étretat']);
    // No word of three letters: among the 400 newest contents on PostgreSQL.
    expect(await libraryTitles(t, 'of é')).toEqual(
      t.dialect === 'sqlite' ? ['Beacon tower of Étretat'] : [],
    );
    const list = await t.app.inject({ url: '/api/library/contents/?page=1&q=beacon%20t' });
    expect(list.json().total).toBe(1);
  });

  it('says when an area has more than it shows', async () => {
    const { token } = await createUser(t, { level: 'admin' });
    for (let i = 0; i < 8; i++) {
      const title = `Granary number ${i}`;
      await confirmThrough(t, await newContent(t, token, { title }), title);
    }
    const library = group(await found(t, 'q=granary&language=en'), 'library')!;
    expect(library.hits).toHaveLength(6);
    expect(library.more).toBe(true);
    expect((await found(t, 'q=zzzqqq&language=en')).groups).toEqual([]);
  });

  it('refuses short, long or unclean texts and unknown languages, the same on both databases', async () => {
    for (const query of [
      'q=ab',
      `q=${'x'.repeat(101)}`,
      'q=ab%00cd',
      'q=%0Aabc',
      '',
      'q=abc&language=de',
    ]) {
      const res = await search(t, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('INVALID_INPUT');
    }
  });

  it('answers 240 searches a minute per address that the cached answers cannot give, then 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 245 }, (_, i) => search(t, `q=word${i}&language=en`, '10.9.4.1')),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(240);
    const over = answers.filter((a) => a.statusCode === 429);
    expect(over).toHaveLength(5);
    expect(Number(over[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // The same search again comes from the cached answers, whatever the budget.
    expect((await search(t, 'q=word0&language=en', '10.9.4.1')).statusCode).toBe(200);
  });
});
