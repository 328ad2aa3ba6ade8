import { expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../test/app.ts';
import { bearer, createUser } from '../../test/users.ts';
import { FILES, seedTranslations } from '../../test/translations.ts';
import { importLanguageFile } from './import/importer.ts';

const fileUrl = (language: string) => `/api/translationsapp/latestfiles/${language}/strings`;

async function post(t: TestContext, url: string, token: string, payload: object) {
  const answer = await t.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** As an administrator reads it (a token skips the cached answers). */
const fileOf = async (t: TestContext, language: string, token: string) =>
  (await t.app.inject({ url: fileUrl(language), headers: bearer(token) })).json();

describeWithApp('translation rollback', {}, (t) => {
  it('puts back the files an account saved and its reviews, as new versions', async () => {
    await seedTranslations(t);
    const admin = await createUser(t, { level: 'admin' });
    const vandal = await createUser(t, { level: 'confirmed' });
    // The English ui.a changes: French and German have it to review.
    await importLanguageFile(t.app.db, {
      language: 'en',
      filename: 'strings.txt',
      text: '\uFEFF//* <0> is a number\nui.a=Only one <0>\rui.b=Two $name  \nui.c=Three\nui.d=Four',
      version: '8.1.3',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const frBefore = (await fileOf(t, 'fr', admin.token)).content as string;
    expect(frBefore).toBe(FILES[1]![2]);
    const since = new Date(Date.now() - 1000).toISOString();

    await post(t, fileUrl('fr'), vandal.token, {
      filename: 'strings.txt',
      splitcontent: { elements: { 'ui.a': ['VANDAL'], 'ui.c': ['spam'] } },
    });
    await post(t, fileUrl('fr'), vandal.token, {
      filename: 'strings.txt',
      splitcontent: { elements: { 'ui.b': ['more spam'] } },
    });
    await post(t, '/api/translationsapp/reviews/de/strings', vandal.token, {
      elements: ['ui.a'],
      reviewed: true,
    });
    expect((await fileOf(t, 'fr', admin.token)).toreview).toBe(0);
    expect((await fileOf(t, 'de', admin.token)).toreview).toBe(0);

    const undone = await t.app.moderation.rollback({
      accountId: vandal.user.id,
      since,
      by: { id: admin.user.id, login: admin.user.login, level: 'admin' },
    });
    // Two saves of one file, two lines reviewed (one by saving it, one confirmed).
    expect(undone.translations).toBe(4);
    const fr = await fileOf(t, 'fr', admin.token);
    expect(fr.content).toBe(frBefore);
    expect(fr.author).toBe(admin.user.login);
    expect(fr.reviews).toEqual({
      'ui.a': expect.objectContaining({ before: ['One <0>'], after: ['Only one <0>'] }),
    });
    expect((await fileOf(t, 'de', admin.token)).toreview).toBe(1);
    // The rollback is a version of its own: the vandal's text is still in the history.
    const history = (await t.app.inject('/api/translationsapp/history/strings/fr')).json();
    expect(history.map((h: { author: string | null }) => h.author).slice(0, 3)).toEqual([
      admin.user.login,
      vandal.user.login,
      vandal.user.login,
    ]);

    // A second rollback finds the file already back and writes nothing (it still
    // counts the account's two saves in the window).
    const again = await t.app.moderation.rollback({
      accountId: vandal.user.id,
      since,
      by: { id: admin.user.id, login: admin.user.login, level: 'admin' },
    });
    expect(again.translations).toBe(2);
    const afterAgain = (await t.app.inject('/api/translationsapp/history/strings/fr')).json();
    expect(afterAgain).toHaveLength(history.length);
  });

  it('deletes the comments an account posted and closes its open suggestions, kept', async () => {
    const admin = await createUser(t, { level: 'admin' });
    const spammer = await createUser(t);
    const member = await createUser(t);
    const comments = '/api/translationsapp/comments/fr/strings';
    const suggestions = '/api/translationsapp/membersuggestions/fr/strings';
    const since = new Date(Date.now() - 1000).toISOString();
    await post(t, comments, spammer.token, { element: 'ui.a', body: 'Buy gold at spam.example' });
    await post(t, comments, member.token, { element: 'ui.a', body: 'Why “Un”?' });
    await post(t, suggestions, spammer.token, { element: 'ui.c', lines: ['spam.example'] });
    await post(t, suggestions, member.token, { element: 'ui.d', lines: ['Quatre'] });

    const undone = await t.app.moderation.rollback({
      accountId: spammer.user.id,
      since,
      by: { id: admin.user.id, login: admin.user.login, level: 'admin' },
    });
    expect(undone.translations).toBe(2);
    const left = (await t.app.inject(comments)).json().comments;
    expect(left.map((c: { body: string }) => c.body)).toEqual(['Why “Un”?']);
    const { open, decided } = (await t.app.inject(suggestions)).json();
    expect(open.map((s: { lines: string[] }) => s.lines)).toEqual([['Quatre']]);
    expect(decided).toEqual([
      expect.objectContaining({
        lines: ['spam.example'],
        status: 'closed',
        decidedby: admin.user.login,
      }),
    ]);
  });
});
