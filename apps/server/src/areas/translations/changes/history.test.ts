import { expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUser, post } from '../../../test/users.ts';
import { seedTranslations } from '../../../test/translations.ts';

const FILE = '/api/translationsapp/latestfiles/fr/strings';
const HISTORY = '/api/translationsapp/history/strings/fr';
const RESTORE = `${HISTORY}/restore`;
const lineHistory = (t: TestContext, element: string, file = 'fr/strings') =>
  t.app.inject(
    `/api/translationsapp/linehistory/${file}?${new URLSearchParams({ element }).toString()}`,
  );

describeWithApp('a line’s history and putting values and versions back', {}, (t) => {
  let odile: string;
  let remi: string;
  const save = (token: string, elements: Record<string, string[]>, basedon?: number) =>
    post(
      t.app,
      FILE,
      { filename: 'strings.txt', basedon, splitcontent: { elements } },
      bearer(token),
    );
  const revision = async () => (await t.app.inject(FILE)).json().revision as number;
  const content = async () => (await t.app.inject(FILE)).json().content as string;

  it('lists every value one element had, who wrote it, and the difference with the one before', async () => {
    await seedTranslations(t);
    odile = (await createUser(t, { level: 'confirmed', login: 'Odile' })).token;
    remi = (await createUser(t, { level: 'confirmed', login: 'Remi' })).token;
    expect((await save(odile, { 'ui.a': ['Un seul <0>'] })).statusCode).toBe(200);
    // A save of another element adds nothing to this one's history.
    expect((await save(remi, { 'ui.c': ['Trois'] })).statusCode).toBe(200);
    expect((await save(remi, { 'ui.a': ['Un tout seul <0>', 'et encore'] })).statusCode).toBe(200);

    const answer = await lineHistory(t, 'ui.a');
    expect(answer.statusCode).toBe(200);
    const { element, values } = answer.json();
    expect(element).toBe('ui.a');
    expect(values.map((v: { lines: string[] }) => v.lines)).toEqual([
      ['Un tout seul <0>', 'et encore'],
      ['Un seul <0>'],
      ['Un <0>'],
    ]);
    expect(values.map((v: { author: string | null }) => v.author)).toEqual(['Remi', 'Odile', null]);
    expect(values.map((v: { revision: number }) => v.revision)).toEqual([4, 2, 1]);
    expect(values[2]).toMatchObject({ initialimport: true, diff: [], restoredfrom: null });
    const text = (diff: { text: string }[]) => diff.map((part) => part.text).join('');
    expect(text(values[1].diff)).toBe('Un seul <0>');
    expect(values[1].diff).toContainEqual({ kind: 'added', text: 'seul ' });
    const changed = (values[0].diff as { kind: string; text: string }[])
      .filter((part) => part.kind !== 'same')
      .map((part) => `${part.kind}:${part.text}`);
    expect(changed).toEqual(['added:tout ', 'added:\net encore']);
  });

  it('answers an element the file never had with no values, and a missing file with 404', async () => {
    expect((await lineHistory(t, 'ui.d')).json()).toEqual({ element: 'ui.d', values: [] });
    expect((await lineHistory(t, 'ui.a', 'fr/nosuchfile')).statusCode).toBe(404);
    expect((await lineHistory(t, 'ui.a', 'de/norman_sentences')).statusCode).toBe(404);
    const none = await t.app.inject('/api/translationsapp/linehistory/fr/strings');
    expect(none.statusCode).toBe(400);
    for (const element of ['a%00b', 'x'.repeat(201), 'a%C2%85b']) {
      const bad = await t.app.inject(
        `/api/translationsapp/linehistory/fr/strings?element=${element}`,
      );
      expect([element, bad.statusCode]).toEqual([element, 400]);
      expect(bad.json()).toMatchObject({ message: 'INVALID_INPUT' });
    }
  });

  it('puts an older value of a line back as a new save, kept in its history', async () => {
    expect((await save(odile, { 'ui.a': ['Un seul <0>'] }, await revision())).statusCode).toBe(200);
    const { values } = (await lineHistory(t, 'ui.a')).json();
    expect(values[0]).toMatchObject({ author: 'Odile', lines: ['Un seul <0>'], revision: 5 });
    expect(values).toHaveLength(4);
  });

  it('restores a whole version as a new save, named in the history, on top of the one seen', async () => {
    const before = await revision();
    const restored = await post(t.app, RESTORE, { revision: 1, basedon: before }, bearer(remi));
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ revision: before + 1, author: 'Remi' });
    expect(await content()).toBe('\uFEFF//* <0> est un nombre\nui.a=Un <0>\rui.b=Deux $name  \n');
    const [latest] = (await t.app.inject(HISTORY)).json();
    expect(latest).toMatchObject({ revision: before + 1, author: 'Remi', restoredfrom: 1 });
    expect((await lineHistory(t, 'ui.a')).json().values[0]).toMatchObject({
      lines: ['Un <0>'],
      restoredfrom: 1,
    });
    // The recent changes and the file's summary follow, as for any save.
    const recent = (await t.app.inject('/api/translationsapp/recentchanges')).json();
    expect(recent[0]).toMatchObject({ language: 'fr', filekey: 'strings', author: 'Remi' });

    // Restoring what the file already says writes nothing.
    const same = await post(t.app, RESTORE, { revision: 1, basedon: before + 1 }, bearer(remi));
    expect(same.statusCode).toBe(200);
    expect(await revision()).toBe(before + 1);
  });

  it('refuses a restore when the file changed since, and writes nothing', async () => {
    const seen = await revision();
    expect((await save(odile, { 'ui.b': ['Deux fois'] }, seen)).statusCode).toBe(200);
    const late = await post(t.app, RESTORE, { revision: 2, basedon: seen }, bearer(remi));
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'CONFLICT' });
    expect(await revision()).toBe(seen + 1);
  });

  it('lets one of two restores made on the same version through', async () => {
    const seen = await revision();
    const answers = await Promise.all(
      [2, 4].map((version) =>
        post(t.app, RESTORE, { revision: version, basedon: seen }, bearer(odile)),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await revision()).toBe(seen + 1);
  });

  it('refuses unknown versions, bad input, members not confirmed and visitors', async () => {
    const seen = await revision();
    const unknown = await post(
      t.app,
      RESTORE,
      { revision: seen + 5, basedon: seen },
      bearer(odile),
    );
    expect(unknown.statusCode).toBe(404);
    for (const body of [
      { revision: 0, basedon: seen },
      { revision: 2_147_483_648, basedon: seen },
      { revision: '1', basedon: seen },
      { revision: 1 },
    ]) {
      const bad = await post(t.app, RESTORE, body, bearer(odile));
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'INVALID_INPUT' });
    }
    const nofile = await post(
      t.app,
      '/api/translationsapp/history/nosuchfile/fr/restore',
      { revision: 1, basedon: 1 },
      bearer(odile),
    );
    expect(nofile.statusCode).toBe(404);
    const member = (await createUser(t)).token;
    expect(
      (await post(t.app, RESTORE, { revision: 1, basedon: seen }, bearer(member))).statusCode,
    ).toBe(403);
    expect((await post(t.app, RESTORE, { revision: 1, basedon: seen })).statusCode).toBe(401);
    expect(await revision()).toBe(seen);
  });
});
