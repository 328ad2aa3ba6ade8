import { expect, it } from 'vitest';
import type { MemberSuggestionList } from '@millenaire/contracts';
import type { NotificationList } from '@millenaire/contracts/notifications';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { bearer, createUser, post } from '../../../test/users.ts';
import { seedTranslations } from '../../../test/translations.ts';
import { importLanguageFile } from '../import/importer.ts';

const BASE = '/api/translationsapp/membersuggestions';
const FR = `${BASE}/fr/strings`;

const list = async (t: TestContext, url = FR) =>
  (await t.app.inject(url)).json() as MemberSuggestionList;
const overview = async (t: TestContext, language = 'fr') =>
  (await t.app.inject(`/api/translationsapp/latestfiles/${language}`)).json() as {
    filekey: string;
    suggestions: number;
  }[];
const notifications = async (t: TestContext, token: string) =>
  (
    await t.app.inject({ url: '/api/notifications?language=en', headers: bearer(token) })
  ).json() as NotificationList;

describeWithApp('member suggestions', {}, (t) => {
  let member: string;
  let translator: string;
  let other: string;

  it('takes any member’s suggestion for an element of the English file', async () => {
    await seedTranslations(t);
    member = (await createUser(t, { login: 'Maelle' })).token;
    translator = (await createUser(t, { level: 'confirmed', login: 'Odile' })).token;
    other = (await createUser(t, { level: 'confirmed', login: 'Yves' })).token;

    const res = await post(t.app, FR, { element: 'ui.c', lines: ['Trois'] }, bearer(member));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      open: [
        {
          id: expect.any(Number),
          element: 'ui.c',
          lines: ['Trois'],
          base: [],
          stale: false,
          author: 'Maelle',
          createdon: expect.any(String),
          status: 'open',
          decidedby: null,
          decidedon: null,
          reason: null,
          acceptedlines: null,
          revision: null,
        },
      ],
      decided: [],
    });
    // Said twice, kept once.
    await post(t.app, FR, { element: 'ui.c', lines: ['Trois'] }, bearer(member));
    expect((await list(t)).open).toHaveLength(1);
    expect((await overview(t))[0]).toMatchObject({ filekey: 'strings', suggestions: 1 });
  });

  it('refuses what a save would refuse, and strangers', async () => {
    const send = (body: object, token: string | null = member, url = FR) =>
      post(t.app, url, body, token ? bearer(token) : undefined);
    expect((await send({ element: 'ui.c', lines: ['x'] }, null)).statusCode).toBe(401);
    const refusals: [object, string | undefined][] = [
      [{ element: 'ui.none', lines: ['x'] }, 'element'],
      [{ element: 'ui.c', lines: ['a=b'] }, 'lines'],
      [{ element: 'ui.c', lines: ['a\nb'] }, undefined],
      [{ element: 'ui.c', lines: ['  '] }, 'lines'],
      [{ element: 'ui.c', lines: [] }, undefined],
      // Equal to the translation now.
      [{ element: 'ui.a', lines: ['Un <0>'] }, 'lines'],
      [{ element: 'ui.c', lines: ['a\u0000b'] }, undefined],
      [{ element: 'ui.c', lines: ['a\ud800b'] }, undefined],
      [{ element: 'ui.c', lines: ['a\u0007b'] }, undefined],
      [{ element: 'ui.c', lines: ['x'.repeat(20_001)] }, undefined],
      [{ element: 'ui.c', lines: Array.from({ length: 201 }, () => 'x') }, undefined],
      [{ element: 'ui.c', lines: Array.from({ length: 4 }, () => 'x'.repeat(15_000)) }, undefined],
      [{ element: 'x'.repeat(201), lines: ['x'] }, undefined],
      [{ element: 'ui.c', lines: 'Trois' }, undefined],
    ];
    for (const [body, field] of refusals) {
      const res = await send(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toBe('INVALID_INPUT');
      if (field) expect(res.json().field).toBe(field);
    }
    const nofile = await send({ element: 'ui.c', lines: ['x'] }, member, `${BASE}/fr/nosuchfile`);
    expect(nofile.statusCode).toBe(404);
    const nolanguage = await send({ element: 'ui.c', lines: ['x'] }, member, `${BASE}/xx/strings`);
    expect(nolanguage.statusCode).toBe(404);
    expect((await list(t)).open).toHaveLength(1);
  });

  it('lets a translator accept one in its author’s name, and tells the author', async () => {
    const [suggestion] = (await list(t)).open;
    const accept = (token: string, body: object = {}) =>
      post(t.app, `${FR}/${suggestion!.id}/accept`, body, bearer(token));
    expect((await accept(member)).statusCode).toBe(403);
    const res = await accept(translator);
    expect(res.statusCode).toBe(200);
    const answer = res.json() as MemberSuggestionList;
    expect(answer.open).toEqual([]);
    expect(answer.decided[0]).toMatchObject({
      id: suggestion!.id,
      status: 'accepted',
      decidedby: 'Odile',
      acceptedlines: ['Trois'],
      revision: 2,
    });

    const file = (await t.app.inject('/api/translationsapp/latestfiles/fr/strings')).json();
    expect(file.splitcontent.elements['ui.c']).toEqual(['Trois']);
    expect(file).toMatchObject({ revision: 2, author: 'Maelle', suggestions: 0 });
    const history = (await t.app.inject('/api/translationsapp/history/strings/fr')).json();
    expect(history[0]).toMatchObject({ revision: 2, author: 'Maelle' });
    const recent = (await t.app.inject('/api/translationsapp/recentchanges')).json();
    expect(recent[0]).toMatchObject({ language: 'fr', filekey: 'strings', author: 'Maelle' });

    await t.app.jobs.idle();
    const told = await notifications(t, member);
    expect(told.items).toEqual([
      expect.objectContaining({
        subject: `suggestion:${suggestion!.id}`,
        kind: 'suggestion',
        by: 'Odile',
        title: 'strings (fr), ui.c: accepted',
        path: '/translationcentre/files/strings/en/fr?element=ui.c',
      }),
    ]);
    // The translator who accepted hears nothing of it.
    expect((await notifications(t, translator)).items).toEqual([]);

    // Decided: a second accept, or a rejection, is a conflict.
    const again = await accept(other);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'CONFLICT', field: 'suggestion' });
    const reject = await post(t.app, `${FR}/${suggestion!.id}/reject`, {}, bearer(other));
    expect(reject.statusCode).toBe(409);
    // Another file's path does not name it.
    const elsewhere = await post(
      t.app,
      `${BASE}/de/strings/${suggestion!.id}/accept`,
      {},
      bearer(other),
    );
    expect(elsewhere.statusCode).toBe(404);
  });

  it('accepts a translator’s edit of a suggestion', async () => {
    await post(t.app, FR, { element: 'ui.d', lines: ['Quatre'] }, bearer(member));
    const [suggestion] = (await list(t)).open;
    const bad = await post(
      t.app,
      `${FR}/${suggestion!.id}/accept`,
      { lines: ['x=y'] },
      bearer(translator),
    );
    expect(bad.statusCode).toBe(400);
    const res = await post(
      t.app,
      `${FR}/${suggestion!.id}/accept`,
      { lines: ['Quatre !'] },
      bearer(translator),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().decided[0]).toMatchObject({
      lines: ['Quatre'],
      acceptedlines: ['Quatre !'],
      status: 'accepted',
    });
    const file = (await t.app.inject('/api/translationsapp/latestfiles/fr/strings')).json();
    expect(file.splitcontent.elements['ui.d']).toEqual(['Quatre !']);
  });

  it('rejects with a reason, and tells the author', async () => {
    await post(t.app, FR, { element: 'ui.b', lines: ['Deux fois $name'] }, bearer(member));
    const [suggestion] = (await list(t)).open;
    const res = await post(
      t.app,
      `${FR}/${suggestion!.id}/reject`,
      { reason: '  Keep the two spaces.  ' },
      bearer(translator),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().decided[0]).toMatchObject({
      id: suggestion!.id,
      status: 'rejected',
      reason: 'Keep the two spaces.',
      decidedby: 'Odile',
    });
    const bad = await post(
      t.app,
      `${FR}/${suggestion!.id}/reject`,
      { reason: 'x'.repeat(501) },
      bearer(translator),
    );
    expect(bad.statusCode).toBe(400);
    await t.app.jobs.idle();
    const told = await notifications(t, member);
    expect(told.items.map((item) => item.title)).toContain(
      'strings (fr), ui.b: rejected — Keep the two spaces.',
    );
  });

  it('shows a suggestion as stale once its line is saved with another value', async () => {
    await post(t.app, FR, { element: 'ui.a', lines: ['Une <0>'] }, bearer(member));
    expect((await list(t)).open[0]).toMatchObject({ base: ['Un <0>'], stale: false });
    const save = await post(
      t.app,
      '/api/translationsapp/latestfiles/fr/strings',
      { filename: 'strings.txt', splitcontent: { elements: { 'ui.a': ['Un seul <0>'] } } },
      bearer(translator),
    );
    expect(save.statusCode).toBe(200);
    expect((await list(t)).open[0]).toMatchObject({ element: 'ui.a', stale: true });
  });

  it('lets one of two translators accepting at once win', async () => {
    const [suggestion] = (await list(t)).open;
    const before = (await t.app.inject('/api/translationsapp/history/strings/fr')).json().length;
    const answers = await Promise.all(
      [translator, other].map((token) =>
        post(t.app, `${FR}/${suggestion!.id}/accept`, {}, bearer(token)),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json()).toEqual({
      message: 'CONFLICT',
      field: 'suggestion',
    });
    const history = (await t.app.inject('/api/translationsapp/history/strings/fr')).json();
    expect(history).toHaveLength(before + 1);
    const file = (await t.app.inject('/api/translationsapp/latestfiles/fr/strings')).json();
    expect(file.splitcontent.elements['ui.a']).toEqual(['Une <0>']);
  });

  it('starts a file not translated yet in that language', async () => {
    const url = `${BASE}/de/norman_sentences`;
    expect((await list(t, url)).open).toEqual([]);
    const res = await post(
      t.app,
      url,
      { element: 'hello', lines: ['Hallo', 'Guten Tag'] },
      bearer(member),
    );
    expect(res.statusCode).toBe(200);
    const [suggestion] = (await list(t, url)).open;
    const accepted = await post(t.app, `${url}/${suggestion!.id}/accept`, {}, bearer(translator));
    expect(accepted.statusCode).toBe(200);
    const file = (
      await t.app.inject('/api/translationsapp/latestfiles/de/norman_sentences')
    ).json();
    expect(file).toMatchObject({ filename: 'norman_sentences.txt', revision: 1, author: 'Maelle' });
    expect(file.splitcontent.elements.hello).toEqual(['Hallo', 'Guten Tag']);
  });

  it('closes, and keeps, the suggestions of an element the English drops', async () => {
    await post(t.app, FR, { element: 'ui.b', lines: ['Deux $name !'] }, bearer(member));
    const open = (await list(t)).open;
    expect(open.map((s) => s.element)).toEqual(['ui.b']);
    expect((await overview(t))[0]!.suggestions).toBe(1);
    await importLanguageFile(t.app.db, {
      language: 'en',
      filename: 'strings.txt',
      text: 'ui.a=One <0>\nui.c=Three\nui.d=Four\n',
      version: '8.1.3',
      createdAt: new Date('2026-02-02T03:04:05Z'),
    });
    // The import command runs outside the site: the cached answers are dropped as a restart would.
    t.app.changes.announce('translationsapp');
    const after = await list(t);
    expect(after.open).toEqual([]);
    expect(after.decided.find((s) => s.id === open[0]!.id)).toMatchObject({
      status: 'closed',
      decidedby: null,
      decidedon: '2026-02-02T03:04:05.000Z',
    });
    expect((await overview(t))[0]!.suggestions).toBe(0);
    const late = await post(t.app, `${FR}/${open[0]!.id}/accept`, {}, bearer(translator));
    expect(late.statusCode).toBe(409);
  });

  it('keeps to the budget under parallel requests: 429 with Retry-After', async () => {
    const { token } = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 65 }, (_, i) =>
        post(t.app, FR, { element: 'ui.c', lines: [`Essai ${i}`] }, bearer(token)),
      ),
    );
    const codes = answers.map((res) => res.statusCode);
    // A member not yet confirmed suggests 60 lines an hour.
    expect(codes.filter((code) => code === 200)).toHaveLength(60);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
