import { expect, it } from 'vitest';
import type { TranslationComment } from '@millenaire/contracts';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { follow, list } from '../../../test/notifications.ts';
import { seedTranslations } from '../../../test/translations.ts';
import { bearer, createUser, post } from '../../../test/users.ts';

const COMMENTS = '/api/translationsapp/comments/fr/strings';

const comments = async (t: TestContext, url = COMMENTS) => {
  const res = await t.app.inject(url);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { comments: TranslationComment[] }).comments;
};

describeWithApp('comments on the lines of a translation file', {}, (t) => {
  let odile: { token: string; id: number };
  let admin: string;
  const say = (token: string, body: object, url = COMMENTS) =>
    post(t.app, url, body, bearer(token));
  const act = (token: string, id: number, action: 'delete' | 'restore', url = COMMENTS) =>
    post(t.app, `${url}/${id}/${action}`, {}, bearer(token));

  it('lists what members said, oldest first, and lets the author delete and undo', async () => {
    await seedTranslations(t);
    const made = await createUser(t, { login: 'Odile' });
    odile = { token: made.token, id: made.user.id };
    admin = (await createUser(t, { level: 'admin' })).token;
    expect(await comments(t)).toEqual([]);

    // A member not yet confirmed discusses too; the body is trimmed.
    const first = await say(odile.token, { element: 'ui.a', body: '  « Un » or « Une »?\n' });
    expect(first.statusCode, first.body).toBe(200);
    const comment = first.json() as TranslationComment;
    expect(comment).toEqual({
      id: expect.any(Number),
      element: 'ui.a',
      body: '« Un » or « Une »?',
      author: 'Odile',
      authorid: odile.id,
      postedon: expect.any(String),
    });
    // An element only the English has yet is discussed as well.
    const { token: bruno } = await createUser(t, { login: 'Bruno', level: 'confirmed' });
    expect((await say(bruno, { element: 'ui.c', body: 'Trois?\nOr 3.' })).statusCode).toBe(200);
    expect((await say(bruno, { element: 'ui.a', body: 'Un.' })).statusCode).toBe(200);
    const listed = await comments(t);
    expect(listed.map(({ element, author, body }) => [element, author, body])).toEqual([
      ['ui.a', 'Odile', '« Un » or « Une »?'],
      ['ui.c', 'Bruno', 'Trois?\nOr 3.'],
      ['ui.a', 'Bruno', 'Un.'],
    ]);
    // Another language's file has its own.
    expect(await comments(t, '/api/translationsapp/comments/de/strings')).toEqual([]);

    const deleted = await act(odile.token, comment.id, 'delete');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await comments(t)).map((c) => c.id)).not.toContain(comment.id);
    // Said twice, still deleted; undone, back in its place.
    expect((await act(odile.token, comment.id, 'delete')).statusCode).toBe(200);
    const restored = await act(odile.token, comment.id, 'restore');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual(comment);
    expect((await comments(t))[0]).toEqual(comment);
  });

  it('lets only the author or an administrator delete, and an author not undo a moderator', async () => {
    const { id } = (await say(odile.token, { element: 'ui.b', body: 'Spam?' })).json() as {
      id: number;
    };
    const { token: other } = await createUser(t, { level: 'confirmed' });
    expect((await post(t.app, `${COMMENTS}/${id}/delete`, {})).statusCode).toBe(401);
    const refused = await act(other, id, 'delete');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'UNAUTHORIZED' });
    expect((await comments(t)).map((c) => c.id)).toContain(id);

    expect((await act(admin, id, 'delete')).statusCode).toBe(200);
    expect((await comments(t)).map((c) => c.id)).not.toContain(id);
    expect((await act(odile.token, id, 'restore')).statusCode).toBe(403);
    expect((await act(other, id, 'restore')).statusCode).toBe(403);
    expect((await act(admin, id, 'restore')).statusCode).toBe(200);
    expect((await comments(t)).map((c) => c.id)).toContain(id);
    expect((await post(t.app, COMMENTS, { element: 'ui.a', body: 'Hi' })).statusCode).toBe(401);
  });

  it('answers 404 for a language, file, element or comment that is not there', async () => {
    const body = { element: 'ui.a', body: 'Hello' };
    for (const url of [
      '/api/translationsapp/comments/xx/strings',
      '/api/translationsapp/comments/fr/nosuchfile',
    ]) {
      expect((await t.app.inject(url)).statusCode).toBe(404);
      const res = await say(odile.token, body, url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'NOT_FOUND' });
    }
    // Neither the French file nor the English one has this element.
    expect((await say(odile.token, { element: 'ui.z', body: 'Hello' })).statusCode).toBe(404);
    expect((await say(odile.token, { element: 'hello', body: 'Hello' })).statusCode).toBe(404);

    const { id } = (await say(odile.token, body)).json() as { id: number };
    // The id of another file's comment, or of none, names nothing here.
    const german = '/api/translationsapp/comments/de/strings';
    expect((await act(odile.token, id, 'delete', german)).statusCode).toBe(404);
    expect((await act(odile.token, 999_999, 'delete')).statusCode).toBe(404);
    expect((await act(odile.token, 999_999, 'restore')).statusCode).toBe(404);
  });

  it('refuses text that is not clean, empty or too long with 400, writing nothing', async () => {
    const before = await comments(t);
    // Each refusal counts against the writer's budget: a writer of its own.
    const { token: writer } = await createUser(t, { level: 'confirmed' });
    const bad = [
      { element: 'ui.a', body: 'nul \u0000 here' },
      { element: 'ui.a', body: 'lone \uD800 surrogate' },
      { element: 'ui.a', body: 'escape \u001b[31m' },
      { element: 'ui.a\u0000', body: 'fine' },
      { element: 'ui.a', body: '   \n  ' },
      { element: 'ui.a', body: 'x'.repeat(2_001) },
      { element: 'ui.a', body: 'x'.repeat(300_000) },
      { element: '', body: 'fine' },
      { element: 'ui.a' },
      { element: 'ui.a', body: 12 },
      { element: ['ui.a'], body: 'fine' },
    ];
    for (const body of bad) {
      const res = await say(writer, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ message: 'INVALID_INPUT' });
    }
    const raw = await t.app.inject({
      method: 'POST',
      url: COMMENTS,
      headers: { ...bearer(writer), 'content-type': 'application/json' },
      payload: '{"element": "ui.a", "body": ',
    });
    expect(raw.statusCode).toBe(400);
    // 2,000 characters, tabs and line breaks are fine.
    const longest = await say(writer, { element: 'ui.a', body: `a\tb\n${'x'.repeat(1_996)}` });
    expect(longest.statusCode, longest.body).toBe(200);
    expect(await comments(t)).toHaveLength(before.length + 1);
    expect((await post(t.app, `${COMMENTS}/abc/delete`, {}, bearer(admin))).statusCode).toBe(400);
  });

  it('tells the language’s followers, never the commenter', async () => {
    const { token: follower } = await createUser(t);
    const { token: commenter } = await createUser(t);
    expect((await follow(t, follower, 'language:fr', 'fr')).statusCode).toBe(200);
    expect((await follow(t, commenter, 'language:fr', 'fr')).statusCode).toBe(200);
    expect((await say(commenter, { element: 'ui.a', body: 'Un or Une?' })).statusCode).toBe(200);
    await t.app.jobs.idle();
    const told = await list(t, follower, 'fr');
    expect(told.items).toEqual([
      expect.objectContaining({
        subject: 'language:fr',
        kind: 'comment',
        title: 'Français',
        path: '/translationcentre?translation=fr',
        count: 1,
        read: false,
      }),
    ]);
    expect((await list(t, commenter)).items).toEqual([]);
  });

  it('keeps to the budget under parallel requests: 429 with Retry-After', async () => {
    const { token } = await createUser(t);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => say(token, { element: 'ui.b', body: `Try ${i}` })),
    );
    const codes = answers.map((res) => res.statusCode);
    // A member not yet confirmed writes 10 in ten minutes.
    expect(codes.filter((code) => code === 200)).toHaveLength(10);
    expect(codes.filter((code) => code === 429)).toHaveLength(5);
    const refused = answers.find((res) => res.statusCode === 429)!;
    expect(refused.json()).toEqual({ message: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    const { token: confirmed } = await createUser(t, { level: 'confirmed' });
    const more = await Promise.all(
      Array.from({ length: 25 }, (_, i) => say(confirmed, { element: 'ui.b', body: `No ${i}` })),
    );
    expect(more.filter((res) => res.statusCode === 200)).toHaveLength(20);
    expect(more.filter((res) => res.statusCode === 429)).toHaveLength(5);
  });
});
