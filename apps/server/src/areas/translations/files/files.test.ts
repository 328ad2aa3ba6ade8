import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/users.ts';
import { FILES, seedTranslations } from '../../../test/translations.ts';

const url = (language: string, filekey: string) =>
  `/api/translationsapp/latestfiles/${language}/${filekey}`;

describeWithApp('translation centre files API', {}, (t) => {
  let confirmed: string;
  let fresh: string;
  const save = (language: string, filekey: string, payload: object, token = confirmed) =>
    t.app.inject({ method: 'POST', url: url(language, filekey), headers: bearer(token), payload });

  it('lists the latest files of a language with completion against English', async () => {
    await seedTranslations(t);
    confirmed = (await createUser(t, { level: 'confirmed' })).token;
    fresh = (await createUser(t, { level: 'new' })).token;
    const res = await t.app.inject('/api/translationsapp/latestfiles/fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        filekey: 'strings',
        filename: 'strings.txt',
        language: 'fr',
        author: null,
        version: '8.1.2',
        createdon: '2026-01-02T03:04:05.000Z',
        elementcount: 2,
        revision: 1,
        percentage: 50,
        toreview: 0,
        checks: 0,
        suggestions: 0,
      },
    ]);
    expect((await t.app.inject('/api/translationsapp/latestfiles/xx')).statusCode).toBe(404);
    expect((await t.app.inject('/api/translationsapp/latestfiles/fr%2F..')).statusCode).toBe(400);
  });

  it('answers a file with its exact text and its elements', async () => {
    const res = await t.app.inject(url('en', 'strings'));
    expect(res.json()).toMatchObject({
      content: FILES[0]![2],
      splitcontent: {
        elements: {
          'ui.a': ['One <0>'],
          'ui.b': ['Two $name'],
          'ui.c': ['Three'],
          'ui.d': ['Four'],
        },
        explanations: ' <0> is a number',
      },
    });
    expect((await t.app.inject(url('de', 'norman_sentences'))).statusCode).toBe(404);
    expect((await t.app.inject(url('en', 'a.b'))).json()).toEqual({
      message: 'INVALID_INPUT',
      field: 'filekey',
    });
  });

  it('refuses saves from nobody (401) and from unconfirmed accounts (403)', async () => {
    const payload = { filename: 'strings.txt', content: 'x=y' };
    const anonymous = await t.app.inject({ method: 'POST', url: url('fr', 'strings'), payload });
    expect(anonymous.statusCode).toBe(401);
    const res = await save('fr', 'strings', payload, fresh);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'UNAUTHORIZED' });
  });

  it('saves elements by rewriting only their values, and warns on placeholders', async () => {
    const res = await save('fr', 'strings', {
      filename: 'strings.txt',
      basedon: 1,
      splitcontent: { elements: { 'ui.b': ['Deux'], 'ui.c': ['Trois'] } },
    });
    expect(res.statusCode).toBe(200);
    // The overview counts the line the checks find something in.
    expect(res.json().file).toMatchObject({
      revision: 2,
      elementcount: 3,
      percentage: 75,
      checks: 1,
    });
    expect(res.json().warnings).toEqual([
      { element: 'ui.b', line: 0, code: 'PLACEHOLDERS', missing: ['$name'] },
    ]);
    const listed = await t.app.inject('/api/translationsapp/latestfiles/fr');
    expect(listed.json()[0]).toMatchObject({ filekey: 'strings', checks: 1 });
    const file = await t.app.inject(url('fr', 'strings'));
    expect(file.json().content).toBe(
      '\uFEFF//* <0> est un nombre\nui.a=Un <0>\rui.b=Deux  \nui.c=Trois\n',
    );
    const status = await t.app.inject('/api/translations/');
    expect(status.json().find((l: { lang: string }) => l.lang === 'fr').percentage).toBe(50);
  });

  it('blocks a save that would break the file, naming the element', async () => {
    const res = await save('fr', 'strings', {
      filename: 'strings.txt',
      splitcontent: { elements: { 'ui.d': ['a=b'] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'INVALID_INPUT', field: 'ui.d' });
  });

  it('answers 409 to a save based on an older version and keeps the newer one', async () => {
    const res = await save('fr', 'strings', {
      filename: 'strings.txt',
      basedon: 1,
      splitcontent: { elements: { 'ui.a': ['Perdu'] } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'CONFLICT' });
    expect((await t.app.inject(url('fr', 'strings'))).json().revision).toBe(2);
  });

  it('lets only one of two simultaneous saves of the same version through', async () => {
    const body = (value: string) => ({
      filename: 'strings.txt',
      basedon: 2,
      splitcontent: { elements: { 'ui.a': [value] } },
    });
    const answers = await Promise.all(
      ['Un A', 'Un B', 'Un C'].map((v) => save('fr', 'strings', body(v))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().file.revision;
    expect(winner).toBe(3);
    const history = await t.app.inject('/api/translationsapp/history/strings/fr');
    expect(history.json()).toHaveLength(3);
  });

  it('saves a whole text, and starts a missing translation from its filename', async () => {
    const res = await save('de', 'norman_sentences', {
      filename: 'norman_sentences.txt',
      basedon: 0,
      content: 'hello=Hallo\r\nhello=Guten Tag',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().file).toMatchObject({ filename: 'norman_sentences.txt', revision: 1 });
    expect((await t.app.inject(url('de', 'norman_sentences'))).json().content).toBe(
      'hello=Hallo\r\nhello=Guten Tag',
    );
    const lang = await save('fr', 'lang', {
      filename: 'fr_fr.lang',
      splitcontent: { elements: { 'advancements.cresus.name': ['Crésus'] } },
    });
    expect(lang.statusCode).toBe(200);
  });

  it('refuses path tricks, unknown files and oversized bodies', async () => {
    for (const filename of ['../strings.txt', 'help/strings.txt', 'strings.sh', '/strings.txt']) {
      const res = await save('fr', 'strings', { filename, content: 'a=b' });
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await save('fr', 'nosuchfile', { filename: 'nosuchfile.txt', content: '' })).statusCode,
    ).toBe(404);
    expect((await save('xx', 'strings', { filename: 'strings.txt', content: '' })).statusCode).toBe(
      404,
    );
    expect((await save('fr', 'strings', { filename: 'strings.txt' })).statusCode).toBe(400);
    const huge = await save('fr', 'strings', {
      filename: 'strings.txt',
      content: 'a'.repeat(7_000_000),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ message: 'PAYLOAD_TOO_LARGE' });
    const tooLong = await save('fr', 'strings', {
      filename: 'strings.txt',
      content: 'a'.repeat(2_000_001),
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('keeps each version with its element differences, newest first', async () => {
    const res = await t.app.inject('/api/translationsapp/history/strings/fr');
    const [latest, second, first] = res.json();
    expect(first).toMatchObject({ initialimport: true, author: null, revision: 1 });
    expect(second.changes).toEqual([
      { type: 'change', element: 'ui.b', line: 0, old: 'Deux $name', new: 'Deux' },
      { type: 'newElement', element: 'ui.c', lines: ['Trois'] },
    ]);
    expect(latest).toMatchObject({ initialimport: false, elementcount: 3 });
    expect(latest.author).toMatch(/^player/);
  });

  it('lists recent changes newest first', async () => {
    const res = await t.app.inject('/api/translationsapp/recentchanges');
    const changes = res.json();
    expect(changes[0]).toMatchObject({ language: 'fr', filekey: 'lang', initialimport: false });
    expect(changes.at(-1)).toMatchObject({
      language: 'en',
      filekey: 'strings',
      initialimport: true,
    });
  });

  it('streams zip archives per language and of all files, also at the double-slash address', async () => {
    const one = await t.app.inject('/api/translationsapp/archives/fr');
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-type']).toBe('application/zip');
    expect(one.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(one.rawPayload.includes(Buffer.from('fr/strings.txt'))).toBe(true);
    const all = await t.app.inject('/api//translationsapp/archives');
    expect(all.statusCode).toBe(200);
    expect(all.rawPayload.includes(Buffer.from('en/en_us.lang'))).toBe(true);
    expect((await t.app.inject('/api//translationsapp/archives/de')).statusCode).toBe(200);
    expect((await t.app.inject('/api/translationsapp/archives/xx')).statusCode).toBe(404);
  });
});

describeWithApp('translation centre saves in parallel', {}, (t) => {
  it('lines up simultaneous saves without basedon, each on top of the one before', async () => {
    await seedTranslations(t);
    const { token } = await createUser(t, { level: 'confirmed' });
    const save = (language: string, filekey: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: url(language, filekey),
        headers: bearer(token),
        payload,
      });
    const start = (await t.app.inject(url('fr', 'strings'))).json().revision as number;
    const keys = ['ui.a', 'ui.b', 'ui.c', 'ui.d', 'ui.a', 'ui.b'];
    const answers = await Promise.all(
      keys.map((key, i) =>
        save('fr', 'strings', {
          filename: 'strings.txt',
          splitcontent: { elements: { [key]: [`Ligne ${i}`] } },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(keys.map(() => 200));
    const file = (await t.app.inject(url('fr', 'strings'))).json();
    expect(file.revision).toBe(start + keys.length);
    // Every element given by some save holds the value of one of them: none was lost.
    for (const key of ['ui.c', 'ui.d']) expect(file.content).toContain(`${key}=Ligne`);
  });

  it('counts saves against a budget of 300 an hour per account, however fast they come', async () => {
    const { token } = await createUser(t, { level: 'confirmed' });
    const current = (await t.app.inject(url('fr', 'strings'))).json().content as string;
    // The same text again: each save is counted, none writes.
    const answers = await Promise.all(
      Array.from({ length: 305 }, () =>
        t.app.inject({
          method: 'POST',
          url: url('fr', 'strings'),
          remoteAddress: '10.9.1.1',
          headers: bearer(token),
          payload: { filename: 'strings.txt', content: current },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(300);
    const over = answers.filter((a) => a.statusCode === 429);
    expect(over).toHaveLength(5);
    expect(over[0]!.json()).toEqual({ message: 'RATE_LIMITED' });
    expect(Number(over[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
