import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUser } from '../../../test/users.ts';
import { seedTranslations } from '../../../test/translations.ts';
import { importLanguageFile } from '../import/importer.ts';

const fileUrl = (language: string, filekey = 'strings') =>
  `/api/translationsapp/latestfiles/${language}/${filekey}`;
const reviewUrl = (language: string, filekey = 'strings') =>
  `/api/translationsapp/reviews/${language}/${filekey}`;

/** A new English strings.txt, as the importer brings one in; the cached answers are dropped. */
async function importEnglish(t: TestContext, lines: string, day: number): Promise<void> {
  await importLanguageFile(t.app.db, {
    language: 'en',
    filename: 'strings.txt',
    text: `\uFEFF//* <0> is a number\n${lines}`,
    version: '8.1.3',
    createdAt: new Date(Date.UTC(2026, 1, day)),
  });
  for (const topic of ['translationsapp', 'translations']) t.app.changes.announce(topic);
}

const fileOf = async (t: TestContext, language: string) =>
  (await t.app.inject(fileUrl(language))).json();

const statusOf = async (t: TestContext, language: string) =>
  (
    (await t.app.inject('/api/translations/?language=en')).json() as {
      lang: string;
      percentage: number;
      reviewed: number;
      toreview: number;
      missing: number;
    }[]
  ).find((row) => row.lang === language);

describeWithApp('translation lines to review', {}, (t) => {
  let confirmed: string;
  const review = (
    language: string,
    payload: object,
    token: string | null = confirmed,
    address = '10.9.0.1',
  ): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: reviewUrl(language),
      remoteAddress: address,
      headers: token ? bearer(token) : {},
      payload,
    });

  it('puts a translated line up for review in every language when its English changes', async () => {
    await seedTranslations(t);
    confirmed = (await createUser(t, { level: 'confirmed' })).token;
    // English: ui.a changes (French and German translate it), ui.b stays,
    // ui.c changes (nobody translates it: it stays missing), ui.d goes.
    await importEnglish(t, 'ui.a=Only one <0>\nui.b=Two $name\nui.c=Three!\n', 10);

    const fr = await fileOf(t, 'fr');
    expect(fr.toreview).toBe(1);
    expect(fr.reviews).toEqual({
      'ui.a': {
        before: ['One <0>'],
        after: ['Only one <0>'],
        changedon: '2026-02-10T00:00:00.000Z',
      },
    });
    expect((await fileOf(t, 'de')).reviews).toEqual({
      'ui.a': expect.objectContaining({ before: ['One <0>'], after: ['Only one <0>'] }),
    });
    expect((await fileOf(t, 'en')).reviews).toEqual({});
    const list = (await t.app.inject('/api/translationsapp/latestfiles/fr')).json();
    expect(list).toEqual([expect.objectContaining({ filekey: 'strings', toreview: 1 })]);
    // Five English elements (three in strings, one in each other file):
    // French has two, one of them to review.
    expect(await statusOf(t, 'fr')).toMatchObject({
      percentage: 40,
      reviewed: 1,
      toreview: 1,
      missing: 3,
    });
    expect(await statusOf(t, 'en')).toMatchObject({ reviewed: 5, toreview: 0, missing: 0 });
  });

  it('keeps the English a line was translated from through later changes, and drops a change undone', async () => {
    await importEnglish(t, 'ui.a=Just one <0>\nui.b=Two $name\nui.c=Three!\n', 11);
    expect((await fileOf(t, 'fr')).reviews['ui.a']).toMatchObject({
      before: ['One <0>'],
      after: ['Just one <0>'],
    });
    // Back to the text it was translated from: nothing to review.
    await importEnglish(t, 'ui.a=One <0>\nui.b=Two $name\nui.c=Three!\n', 12);
    expect((await fileOf(t, 'fr')).reviews).toEqual({});
    expect((await fileOf(t, 'fr')).toreview).toBe(0);
    await importEnglish(t, 'ui.a=Only one <0>\nui.b=Two $name\nui.c=Three!\n', 13);
    expect((await fileOf(t, 'fr')).toreview).toBe(1);
  });

  it('confirms a line, and takes the confirmation back', async () => {
    const confirmedLine = await review('de', { elements: ['ui.a'], reviewed: true });
    expect(confirmedLine.statusCode).toBe(200);
    expect(confirmedLine.json()).toMatchObject({ filekey: 'strings', language: 'de', toreview: 0 });
    expect((await fileOf(t, 'de')).reviews).toEqual({});
    // Confirming again, or an element with nothing to review, changes nothing.
    const again = await review('de', { elements: ['ui.a', 'ui.b', 'ui.zz'], reviewed: true });
    expect(again.json().toreview).toBe(0);

    const undo = await review('de', { elements: ['ui.a'], reviewed: false });
    expect(undo.json().toreview).toBe(1);
    expect((await fileOf(t, 'de')).reviews['ui.a']).toMatchObject({ before: ['One <0>'] });
    await review('de', { elements: ['ui.a'], reviewed: true });
  });

  it('clears a line its translator saves, and starts the next review from the English reviewed', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: fileUrl('fr'),
      headers: bearer(confirmed),
      payload: { filename: 'strings.txt', splitcontent: { elements: { 'ui.a': ['Un seul <0>'] } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().file.toreview).toBe(0);
    expect((await fileOf(t, 'fr')).reviews).toEqual({});
    expect(await statusOf(t, 'fr')).toMatchObject({ reviewed: 2, toreview: 0, missing: 3 });

    await importEnglish(t, 'ui.a=Only a single <0>\nui.b=Two $name\nui.c=Three!\n', 14);
    expect((await fileOf(t, 'fr')).reviews['ui.a']).toMatchObject({
      before: ['Only one <0>'],
      after: ['Only a single <0>'],
    });
    // An element the English drops leaves nothing to review.
    await importEnglish(t, 'ui.b=Two $name\nui.c=Three!\n', 15);
    expect((await fileOf(t, 'fr')).toreview).toBe(0);
    expect((await fileOf(t, 'de')).toreview).toBe(0);
    const rows = await t.app.db.selectFrom('translation_reviews').select('element').execute();
    expect(rows).toEqual([]);
  });

  it('refuses nobody, unconfirmed accounts, unknown files and bad input, the same on both databases', async () => {
    const fresh = (await createUser(t, { level: 'new' })).token;
    const body = { elements: ['ui.b'], reviewed: true };
    expect((await review('fr', body, null)).statusCode).toBe(401);
    expect((await review('fr', body, fresh)).json()).toEqual({ message: 'UNAUTHORIZED' });
    expect((await review('xx', body)).statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'POST',
      url: reviewUrl('de', 'norman_sentences'),
      headers: bearer(confirmed),
      payload: body,
    });
    expect(missing.statusCode).toBe(404);
    for (const payload of [
      { elements: [], reviewed: true },
      { elements: ['ui.b'] },
      { elements: ['ui\u0000b'], reviewed: true },
      { elements: ['\uD800'], reviewed: false },
      { elements: ['x'.repeat(201)], reviewed: true },
      { elements: 'ui.b', reviewed: true },
    ]) {
      const res = await review('fr', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('INVALID_INPUT');
    }
  });

  it('counts confirmations against a budget of 600 an hour per account, however fast they come', async () => {
    const { token } = await createUser(t, { level: 'confirmed' });
    const answers = await Promise.all(
      Array.from({ length: 610 }, () =>
        review('fr', { elements: ['ui.b'], reviewed: true }, token, '10.9.0.2'),
      ),
    );
    const over = answers.filter((res) => res.statusCode === 429);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(600);
    expect(over).toHaveLength(10);
    expect(over[0]!.json()).toEqual({ message: 'RATE_LIMITED' });
    expect(Number(over[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
