import { expect, it } from 'vitest';
import { describeWithApp } from '../../../../test/app.ts';
import { createUser } from '../../../../test/users.ts';
import { confirm, LIBRARY_TEST_OPTIONS, newContent, request } from '../../../../test/library.ts';

describeWithApp('library comments', LIBRARY_TEST_OPTIONS, (t) => {
  const nbcomments = async (id: number) =>
    (await request(t, 'GET', `/api/library/contents/${id}`)).json().nbcomments as number;

  it('adds plain-text comments from accounts, trimmed and counted', async () => {
    const { token: author } = await createUser(t);
    const { token, user } = await createUser(t);
    const id = await newContent(t, author);
    await confirm(t, id);
    const url = `/api/library/contents/${id}/comments`;

    const anonymous = await request(t, 'POST', url, undefined, { text: 'Hello' });
    expect(anonymous.statusCode).toBe(401);
    for (const text of ['   ', 'x'.repeat(5001)]) {
      expect((await request(t, 'POST', url, token, { text })).statusCode).toBe(400);
    }
    const added = await request(t, 'POST', url, token, { text: '  <b>Nice</b> village!  ' });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      text: '<b>Nice</b> village!',
      author: user.login,
      authorid: user.id,
      modifiedby: null,
      modifiedon: null,
    });
    expect((await request(t, 'POST', url, token, { text: 'x'.repeat(5000) })).statusCode).toBe(200);
    const detail = (await request(t, 'GET', `/api/library/contents/${id}`)).json();
    expect(detail.nbcomments).toBe(2);
    expect(detail.comments.map((c: { text: string }) => c.text.length)).toEqual([20, 5000]);

    const hidden = await newContent(t, author);
    const refused = await request(t, 'POST', `/api/library/contents/${hidden}/comments`, token, {
      text: 'Hi',
    });
    expect(refused.statusCode).toBe(404);
    const missing = await request(t, 'POST', '/api/library/contents/99999/comments', token, {
      text: 'Hi',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('lets the comment author and admins edit and delete, nobody else', async () => {
    const { token: owner } = await createUser(t);
    const { token: commenter, user } = await createUser(t);
    const { token: other } = await createUser(t);
    const { token: admin, user: adminUser } = await createUser(t, { level: 'admin' });
    const id = await newContent(t, owner);
    await confirm(t, id);
    const base = `/api/library/contents/${id}/comments`;
    const comment = (await request(t, 'POST', base, commenter, { text: 'First' })).json();
    const url = `${base}/${comment.id}`;

    expect((await request(t, 'POST', url, undefined, { text: 'x' })).statusCode).toBe(401);
    const byOther = await request(t, 'POST', url, other, { text: 'Hacked' });
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ message: 'UNAUTHORIZED' });
    // The content's author is not the comment's.
    expect((await request(t, 'POST', url, owner, { text: 'Hacked' })).statusCode).toBe(403);
    expect((await request(t, 'POST', `${url}/delete`, other)).statusCode).toBe(403);
    expect((await request(t, 'POST', `${url}/delete`)).statusCode).toBe(401);

    const edited = await request(t, 'POST', url, commenter, { text: ' Second ' });
    expect(edited.json()).toMatchObject({ text: 'Second', modifiedby: user.login });
    expect(edited.json().modifiedon).toEqual(expect.any(String));
    const byAdmin = await request(t, 'POST', url, admin, { text: 'Moderated' });
    expect(byAdmin.json()).toMatchObject({
      text: 'Moderated',
      author: user.login,
      modifiedby: adminUser.login,
    });
    expect((await request(t, 'POST', url, commenter, { text: '' })).statusCode).toBe(400);

    // A comment reached through another content is not there.
    const elsewhere = await newContent(t, owner);
    await confirm(t, elsewhere);
    const wrongPath = `/api/library/contents/${elsewhere}/comments/${comment.id}`;
    expect((await request(t, 'POST', wrongPath, admin, { text: 'x' })).statusCode).toBe(404);
    expect((await request(t, 'POST', `${wrongPath}/delete`, admin)).statusCode).toBe(404);
    expect(await nbcomments(id)).toBe(1);

    expect((await request(t, 'POST', `${url}/delete`, commenter)).statusCode).toBe(200);
    expect(await nbcomments(id)).toBe(0);
    expect((await request(t, 'POST', `${url}/delete`, commenter)).statusCode).toBe(404);

    const again = (await request(t, 'POST', base, commenter, { text: 'Again' })).json();
    const deletes = await Promise.all(
      [1, 2, 3].map(() => request(t, 'POST', `${base}/${again.id}/delete`, admin)),
    );
    expect(deletes.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
    expect(await nbcomments(id)).toBe(0);
    expect((await request(t, 'GET', `/api/library/contents/${id}`)).json().comments).toEqual([]);
  });
});
