import { expect, it } from 'vitest';
import type { TranslationSuggestions } from '@millenaire/contracts';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/users.ts';
import { insertLanguages } from '../status/repository.ts';
import { importLanguageFile } from '../import/importer.ts';

const FILES: [string, string, string][] = [
  [
    'en',
    'culture_one.txt',
    'trade.buy=Buy <0> for <1> deniers\ntrade.sell=Sell the wheat\n' +
      'greet.morning=Good morning, traveller\ngreet.evening=Good evening, traveller\n',
  ],
  [
    'fr',
    'culture_one.txt',
    'trade.buy=Acheter <0> pour <1> deniers\ntrade.sell=Vendre le blé\ngreet.morning=Bonjour, voyageur\n',
  ],
  ['en', 'culture_three.txt', 'three.sell=Sell the wheat\nthree.other=Sell the wheat\n'],
  ['fr', 'culture_three.txt', 'three.sell=Vendre le blé\nthree.other=Vends le blé\n'],
  [
    'en',
    'culture_two.txt',
    'two.buy=Buy <1> for <0> deniers\ntwo.sell=Sell the wheat\n' +
      'two.hello=Good morning, travellers\ntwo.none=Completely unrelated words here\n',
  ],
  ['fr', 'culture_two.txt', 'two.none=Des mots sans rapport\n'],
  ['it', 'culture_two.txt', 'two.hello=Buongiorno, viaggiatori\n'],
];

async function seed(t: TestContext) {
  await insertLanguages(t.app.db, [
    { code: 'en', name_en: 'English', name_fr: 'Anglais', name_native: 'English' },
    { code: 'fr', name_en: 'French', name_fr: 'Français', name_native: 'Français' },
    { code: 'it', name_en: 'Italian', name_fr: 'Italien', name_native: 'Italiano' },
  ]);
  for (const [language, filename, text] of FILES) {
    await importLanguageFile(t.app.db, {
      language,
      filename,
      text,
      version: '8.1.2',
      createdAt: new Date('2026-01-02T03:04:05Z'),
    });
  }
}

const suggestions = async (t: TestContext, path: string, token?: string) => {
  const res = await t.app.inject({
    url: `/api/translationsapp/suggestions/${path}`,
    headers: token ? bearer(token) : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as TranslationSuggestions).suggestions;
};

describeWithApp('translation memory', {}, (t) => {
  it('suggests the same text’s translations, similar ones with their placeholders renamed, then a related language', async () => {
    await seed(t);
    const found = await suggestions(t, 'fr/culture_two');
    // The most used translation of the same English first.
    expect(found['two.sell']).toEqual([
      expect.objectContaining({ kind: 'same', lines: ['Vendre le blé'], similarity: 100, uses: 2 }),
      expect.objectContaining({ kind: 'same', lines: ['Vends le blé'], uses: 1 }),
    ]);
    expect(found['two.sell']![0]).toMatchObject({ language: 'fr', filekey: 'culture_one' });
    // Buy <1> for <0>: the French made for "Buy <0> for <1>" comes with its parameters swapped.
    expect(found['two.buy']).toEqual([
      expect.objectContaining({
        kind: 'similar',
        lines: ['Acheter <1> pour <0> deniers'],
        filekey: 'culture_one',
        element: 'trade.buy',
      }),
    ]);
    const buy = found['two.buy']![0]!;
    expect(buy.similarity).toBeGreaterThanOrEqual(65);
    expect(buy.similarity).toBeLessThan(100);
    expect(found['two.hello']).toEqual([
      expect.objectContaining({ kind: 'similar', lines: ['Bonjour, voyageur'] }),
      expect.objectContaining({
        kind: 'related',
        language: 'it',
        lines: ['Buongiorno, viaggiatori'],
        element: 'two.hello',
      }),
    ]);
    // Nothing like it, and already translated: no suggestion at all.
    expect(found['two.none']).toBeUndefined();
    // Its own translation is never suggested back.
    const one = await suggestions(t, 'fr/culture_one');
    expect(one['trade.sell'] ?? []).not.toContainEqual(
      expect.objectContaining({ lines: ['Vendre le blé'] }),
    );
    expect(one['greet.evening']).toEqual([
      expect.objectContaining({ kind: 'similar', lines: ['Bonjour, voyageur'] }),
    ]);
  });

  it('follows a save at once, on the kept memory too', async () => {
    const { token } = await createUser(t, { level: 'confirmed' });
    await suggestions(t, 'fr/culture_two', token);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/translationsapp/latestfiles/fr/culture_three',
      headers: bearer(token),
      payload: {
        filename: 'culture_three.txt',
        splitcontent: {
          elements: { 'three.sell': ['Vendez le blé'], 'three.other': ['Vendez le blé'] },
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const found = await suggestions(t, 'fr/culture_two', token);
    expect(found['two.sell']).toEqual([
      expect.objectContaining({ kind: 'same', lines: ['Vendez le blé'], uses: 2 }),
      expect.objectContaining({ kind: 'same', lines: ['Vendre le blé'], uses: 1 }),
    ]);
  });

  it('answers 404 for unknown languages and files, 400 for bad ones, on both databases', async () => {
    for (const [path, status] of [
      ['xx/culture_two', 404],
      ['fr/culture_nine', 404],
      ['fr/culture_two?reference=xx', 404],
      ['fr/a.b', 400],
      ['fr/culture_two?reference=%00', 400],
    ] as const) {
      const res = await t.app.inject({ url: `/api/translationsapp/suggestions/${path}` });
      expect(res.statusCode, path).toBe(status);
      if (status === 400) expect(res.json().message).toBe('INVALID_INPUT');
    }
    // A file English does not have, or English itself, has nothing to suggest.
    expect(await suggestions(t, 'en/culture_two?reference=en')).toEqual({});
  });

  it('answers 60 suggestion lists a minute per address, then 429 with Retry-After', async () => {
    const { token } = await createUser(t, { level: 'confirmed' });
    const answers = await Promise.all(
      Array.from({ length: 63 }, () =>
        t.app.inject({
          url: '/api/translationsapp/suggestions/fr/culture_one',
          headers: bearer(token),
          remoteAddress: '10.9.3.1',
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(60);
    const over = answers.filter((a) => a.statusCode === 429);
    expect(over).toHaveLength(3);
    expect(Number(over[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
