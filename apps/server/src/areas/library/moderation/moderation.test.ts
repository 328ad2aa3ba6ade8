import sharp from 'sharp';
import { expect, it } from 'vitest';
import type { Actor } from '../../../platform/http/auth.ts';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { bearer, createUser } from '../../../test/users.ts';
import {
  confirm,
  contentFields,
  LIBRARY_TEST_OPTIONS,
  newContent,
  request,
} from '../../../test/library.ts';

const ids = (list: { contents: { contentid: number }[] }) => list.contents.map((c) => c.contentid);

const uploadArchive = (t: TestContext, id: number, token: string) => {
  const bytes = Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4]);
  const form = multipartBody([{ name: 'contentfile', filename: 'a.zip', content: bytes }]);
  return t.app.inject({
    method: 'POST',
    url: `/api/library/contents/${id}/uploadfile`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};

async function addImage(t: TestContext, id: number, token: string) {
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#205080' } })
    .png()
    .toBuffer();
  const form = multipartBody([{ name: 'picture1', filename: 'a.png', content: png }]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/library/contents/${id}/images`,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  return res.json<{ id: number; filename: string }>();
}

const suspend = (t: TestContext, userId: number, at: string | null) =>
  t.app.db.updateTable('users').set({ suspended_at: at }).where('id', '=', userId).execute();

const counters = (t: TestContext, id: number) =>
  t.app.db
    .selectFrom('library_contents')
    .select(['nbcomments', 'nbstars', 'confirmed', 'hidden_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

describeWithApp('library moderation', LIBRARY_TEST_OPTIONS, (t) => {
  it('hides a suspended account’s unconfirmed contents from all but administrators', async () => {
    const author = await createUser(t);
    const other = await createUser(t);
    const admin = await createUser(t, { level: 'admin' });
    const draft = await newContent(t, author.token, { title: 'Secret harbour draft' });
    const shown = await newContent(t, author.token, { title: 'Public harbour' });
    await confirm(t, shown);
    expect((await uploadArchive(t, draft, author.token)).statusCode).toBe(200);
    await suspend(t, author.user.id, new Date().toISOString());

    for (const token of [author.token, other.token, undefined]) {
      expect((await request(t, 'GET', `/api/library/contents/${draft}`, token)).statusCode).toBe(
        404,
      );
      const download = await request(t, 'GET', `/api/library/contents/${draft}/download`, token);
      expect(download.statusCode).toBe(404);
      const list = await request(t, 'GET', '/api/library/contents/', token);
      expect(ids(list.json())).not.toContain(draft);
      expect(ids(list.json())).toContain(shown);
      const search = await request(t, 'GET', '/api/library/contents/?q=harbour', token);
      expect(ids(search.json())).toEqual([shown]);
    }

    const asAdmin = (url: string) => request(t, 'GET', url, admin.token);
    expect((await asAdmin(`/api/library/contents/${draft}`)).statusCode).toBe(200);
    expect((await asAdmin(`/api/library/contents/${draft}/download`)).statusCode).toBe(200);
    const review = await asAdmin('/api/library/contents/?withunconfirmed=true&q=harbour');
    expect(ids(review.json()).sort()).toEqual([draft, shown].sort());

    await suspend(t, author.user.id, null);
    expect(
      (await request(t, 'GET', `/api/library/contents/${draft}`, author.token)).statusCode,
    ).toBe(200);
    const mine = await request(t, 'GET', '/api/library/mycontents/', author.token);
    expect(ids(mine.json()).sort()).toEqual([draft, shown].sort());
  });

  it('rolls back an account’s library edits since a time, hiding rather than deleting contents', async () => {
    const vandal = await createUser(t);
    const owner = await createUser(t);
    const admin = await createUser(t, { level: 'admin' });
    const by: Actor = { id: admin.user.id, login: admin.user.login, level: 'admin' };
    const post = (token: string, url: string, payload: object = {}) =>
      request(t, 'POST', url, token, payload);

    // Before the time: a content of its own, a comment and a star elsewhere.
    const older = await newContent(t, vandal.token, { title: 'Older work' });
    const edited = await newContent(t, vandal.token, { title: 'Edited work' });
    await Promise.all([confirm(t, older), confirm(t, edited)]);
    const liked = await newContent(t, owner.token, { title: 'Liked' });
    const starred = await newContent(t, owner.token, { title: 'Starred' });
    await Promise.all([confirm(t, liked), confirm(t, starred)]);
    const kept = (
      await post(vandal.token, `/api/library/contents/${liked}/comments`, {
        text: 'Kept',
      })
    ).json<{ id: number }>();
    await post(vandal.token, `/api/library/contents/${liked}/star`, { enabled: 1 });
    await pause();
    const since = new Date().toISOString();
    await pause();

    // Since then: a new content with an image, an image on an older content,
    // an edit, a comment and a star on others' contents.
    const spam = await newContent(t, vandal.token, { title: 'Spam' });
    const spamImage = await addImage(t, spam, vandal.token);
    const addedImage = await addImage(t, older, vandal.token);
    await post(
      vandal.token,
      `/api/library/contents/${edited}`,
      contentFields({ title: 'Defaced' }),
    );
    await post(vandal.token, `/api/library/contents/${liked}/comments`, { text: 'Spam link' });
    await post(owner.token, `/api/library/contents/${liked}/comments`, { text: 'Not spam' });
    await post(vandal.token, `/api/library/contents/${starred}/star`, { enabled: 1 });

    const undone = await t.app.moderation.rollback({ accountId: vandal.user.id, since, by });
    // Two contents hidden, one image, one comment and one star removed.
    expect(undone.library).toBe(5);

    for (const id of [spam, edited]) {
      expect(await counters(t, id)).toMatchObject({ confirmed: 0, hidden_at: expect.any(String) });
      // Out of its author's sight too, not only the public's.
      for (const token of [vandal.token, owner.token, undefined]) {
        expect((await request(t, 'GET', `/api/library/contents/${id}`, token)).statusCode).toBe(
          404,
        );
      }
      expect((await request(t, 'GET', `/api/library/contents/${id}`, admin.token)).statusCode).toBe(
        200,
      );
    }
    const mine = await request(t, 'GET', '/api/library/mycontents/', vandal.token);
    expect(ids(mine.json())).toEqual([older]);
    // The hidden content keeps its image; the image added to a shown one is gone, files too.
    const olderPage = (await request(t, 'GET', `/api/library/contents/${older}`)).json();
    expect(olderPage.images).toEqual([]);
    expect(await t.app.storage.stat('images', addedImage.filename)).toBeNull();
    expect(await t.app.storage.stat('images', spamImage.filename)).not.toBeNull();
    const likedPage = (await request(t, 'GET', `/api/library/contents/${liked}`)).json();
    expect(likedPage.comments.map((c: { text: string }) => c.text)).toEqual(['Kept', 'Not spam']);
    expect(likedPage.comments[0].id).toBe(kept.id);
    expect(await counters(t, liked)).toMatchObject({ nbcomments: 2, nbstars: 1 });
    expect(await counters(t, starred)).toMatchObject({ nbstars: 0 });

    // Done again, nothing is left to undo; an administrator shows a content again.
    expect(
      (await t.app.moderation.rollback({ accountId: vandal.user.id, since, by })).library,
    ).toBe(0);
    const shown = await post(admin.token, `/api/library/contents/${spam}`, {
      ...contentFields({ title: 'Spam' }),
      confirmed: '1',
    });
    expect(shown.statusCode).toBe(200);
    expect((await request(t, 'GET', `/api/library/contents/${spam}`)).json().images).toHaveLength(
      1,
    );
  });

  it('lets only administrators roll back', async () => {
    const member = await createUser(t);
    const by: Actor = { id: member.user.id, login: member.user.login, level: 'new' };
    await expect(
      t.app.moderation.rollback({
        accountId: member.user.id,
        since: new Date(0).toISOString(),
        by,
      }),
    ).rejects.toMatchObject({ statusCode: 403 });
  });
});
