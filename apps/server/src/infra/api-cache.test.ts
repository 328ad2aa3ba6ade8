import { expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../test/app.ts';
import { contentFields, insertContents, LIBRARY_TEST_OPTIONS } from '../test/library.ts';
import { bearer, createUser } from '../test/users.ts';

/** A confirmed content written straight into the database: no process hears of it. */
async function unannounced(t: TestContext, title: string): Promise<void> {
  const { user } = await createUser(t);
  await insertContents(t, user.id, [title]);
}

const LIST = '/api/library/contents/?page=1';

describeWithApp('kept API answers', LIBRARY_TEST_OPTIONS, (t) => {
  it('sends an anonymous answer again until its area changes', async () => {
    const first = await t.app.inject(LIST);
    expect(first.statusCode).toBe(200);
    await unannounced(t, 'Hidden mill');
    const kept = await t.app.inject(LIST);
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);
    expect(kept.headers['content-type']).toBe(first.headers['content-type']);
    expect(kept.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(kept.headers['x-request-id']).toBeDefined();
    expect(kept.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

    // A write through the API drops the area's answers.
    const { token } = await createUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/library/contents/',
      headers: bearer(token),
      payload: contentFields({ title: 'Announced mill' }),
    });
    expect(created.statusCode).toBe(200);
    expect((await t.app.inject(LIST)).body).toContain('Hidden mill');
  });

  it('answers a revalidation of a kept answer with 304', async () => {
    const first = await t.app.inject(LIST);
    const again = await t.app.inject({
      url: LIST,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('always lets a request with a token reach its route', async () => {
    const { token } = await createUser(t);
    await t.app.inject(LIST);
    await unannounced(t, 'Second hidden mill');
    expect((await t.app.inject(LIST)).body).not.toContain('Second hidden mill');
    const member = await t.app.inject({ url: LIST, headers: bearer(token) });
    expect(member.body).toContain('Second hidden mill');
  });

  it('keeps no answer that no cache may keep, and no refusal', async () => {
    const captcha = await t.app.inject('/api/users/captcha');
    expect(captcha.headers['cache-control']).toBe('no-store');
    const again = await t.app.inject('/api/users/captcha');
    expect(again.body).not.toBe(captcha.body);

    expect((await t.app.inject('/api/library/contents/?page=0')).statusCode).toBe(400);
    expect((await t.app.inject('/api/library/contents/?page=0')).statusCode).toBe(400);
  });
});
