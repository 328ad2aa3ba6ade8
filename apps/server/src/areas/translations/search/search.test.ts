import { expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/users.ts';
import { seedTranslations } from '../../../test/translations.ts';
import { importLanguageFile } from '../import/importer.ts';

const search = async (t: TestContext, language: string, query: string) =>
  t.app.inject(`/api/translationsapp/search/${language}?${query}`);

const found = async (t: TestContext, language: string, query: string) => {
  const res = await search(t, language, query);
  expect(res.statusCode).toBe(200);
  return res.json() as {
    hits: {
      filekey: string;
      element: string;
      reference: string[];
      translation: string[] | null;
      matched: string;
    }[];
    more: boolean;
  };
};

describeWithApp('translation search', {}, (t) => {
  it('finds elements by key, reference text or translation, across the files of a language', async () => {
    await seedTranslations(t);
    expect(await found(t, 'fr', 'q=two')).toEqual({
      hits: [
        {
          filekey: 'strings',
          element: 'ui.b',
          reference: ['Two $name'],
          translation: ['Deux $name'],
          matched: 'reference',
        },
      ],
      more: false,
    });
    expect((await found(t, 'fr', 'q=deux')).hits).toEqual([
      expect.objectContaining({ element: 'ui.b', matched: 'translation' }),
    ]);
    expect((await found(t, 'fr', 'q=ui.c')).hits).toEqual([
      expect.objectContaining({ element: 'ui.c', matched: 'key', translation: null }),
    ]);
    // Case aside, and in every kind of file.
    expect((await found(t, 'fr', 'q=HELLO')).hits).toEqual([
      expect.objectContaining({
        filekey: 'norman_sentences',
        element: 'hello',
        reference: ['Hi', 'Hello there'],
      }),
    ]);
    expect((await found(t, 'fr', 'q=croesus')).hits).toEqual([
      expect.objectContaining({ filekey: 'lang', element: 'advancements.cresus.name' }),
    ]);
  });

  it('reads past accents and the mod’s colour codes, and follows a save at once', async () => {
    const { token } = await createUser(t, { level: 'confirmed' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/translationsapp/latestfiles/fr/strings',
      headers: bearer(token),
      payload: {
        filename: 'strings.txt',
        splitcontent: { elements: { 'ui.c': ['§aTrois étoiles'] } },
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await found(t, 'fr', 'q=trois%20etoiles')).hits).toEqual([
      expect.objectContaining({ element: 'ui.c', translation: ['§aTrois étoiles'] }),
    ]);
    expect((await found(t, 'fr', 'q=%C3%89TOILES')).hits).toHaveLength(1);
  });

  it('keeps to one file, takes another reference language, and says when there is more', async () => {
    expect((await found(t, 'fr', 'q=ui.&filekey=strings')).hits.map((h) => h.element)).toEqual([
      'ui.a',
      'ui.b',
      'ui.c',
      'ui.d',
    ]);
    expect((await found(t, 'fr', 'q=ui.&filekey=norman_sentences')).hits).toEqual([]);
    expect((await found(t, 'fr', 'q=eins&reference=de')).hits).toEqual([
      expect.objectContaining({
        element: 'ui.a',
        reference: ['Eins <0>'],
        translation: ['Un <0>'],
      }),
    ]);
    const lines = Array.from({ length: 120 }, (_, i) => `big.k${i}=Line ${i}`).join('\n');
    await importLanguageFile(t.app.db, {
      language: 'en',
      filename: 'big.txt',
      text: lines,
      version: null,
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const big = await found(t, 'fr', 'q=line&filekey=big');
    expect(big.hits).toHaveLength(100);
    expect(big.more).toBe(true);
    expect(big.hits[0]).toMatchObject({ element: 'big.k0', translation: null });
  });

  it('refuses short, long or unclean searches and unknown languages, the same on both databases', async () => {
    for (const query of [
      'q=a',
      `q=${'x'.repeat(101)}`,
      'q=ab%00cd',
      'q=%0Aab',
      '',
      'q=ab&filekey=a.b',
    ]) {
      const res = await search(t, 'fr', query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe('INVALID_INPUT');
    }
    expect((await search(t, 'xx', 'q=two')).statusCode).toBe(404);
    expect((await search(t, 'fr', 'q=two&reference=xx')).statusCode).toBe(404);
  });

  it('answers 120 searches a minute per address that the cached answers cannot give, then 429', async () => {
    const answers = await Promise.all(
      Array.from({ length: 125 }, (_, i) =>
        t.app.inject({
          url: `/api/translationsapp/search/fr?q=word${i}`,
          remoteAddress: '10.9.2.1',
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(120);
    const over = answers.filter((a) => a.statusCode === 429);
    expect(over).toHaveLength(5);
    expect(Number(over[0]!.headers['retry-after'])).toBeGreaterThan(0);
    // The same search again comes from the cached answers, whatever the budget.
    const kept = await t.app.inject({
      url: '/api/translationsapp/search/fr?q=word0',
      remoteAddress: '10.9.2.1',
    });
    expect(kept.statusCode).toBe(200);
  });
});
