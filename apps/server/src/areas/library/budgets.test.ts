import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { describeWithApp, describeWithTwoProcesses, type TestContext } from '../../test/app.ts';
import { multipartBody } from '../../test/multipart.ts';
import { bearer, createUser } from '../../test/users.ts';
import {
  confirm,
  contentFields,
  filesOnDisk,
  LIBRARY_TEST_OPTIONS,
  newContent,
} from '../../test/library.ts';

/** A write from a given address (each test its own, so their counts never mix). */
const post = (t: TestContext, address: string, url: string, token: string, payload: object) =>
  t.app.inject({ method: 'POST', url, remoteAddress: address, headers: bearer(token), payload });

const upload = (t: TestContext, address: string, url: string, token: string, field: string) => {
  const bytes = Buffer.alloc(2000, 1);
  Buffer.from([0x50, 0x4b, 0x03, 0x04]).copy(bytes);
  const form = multipartBody([{ name: field, filename: 'a.zip', content: bytes }]);
  return t.app.inject({
    method: 'POST',
    url,
    remoteAddress: address,
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
};

const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

const statuses = (responses: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const res of responses) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  return counts;
};

function expectRefusals(responses: LightMyRequestResponse[], refused: number) {
  const over = responses.filter((res) => res.statusCode === 429);
  expect(over).toHaveLength(refused);
  for (const res of over) {
    expect(res.json()).toEqual({ message: 'RATE_LIMITED' });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  }
}

describeWithApp('library budgets', LIBRARY_TEST_OPTIONS, (t) => {
  it('lets one account create 10 contents an hour, however fast it asks', async () => {
    const { token } = await createUser(t);
    const results = await times(15, () =>
      post(t, '10.0.1.1', '/api/library/contents/', token, contentFields()),
    );
    expect(statuses(results)).toEqual({ 200: 10, 429: 5 });
    expectRefusals(results, 5);
    const stored = await t.app.db.selectFrom('library_contents').select('id').execute();
    expect(stored).toHaveLength(10);
  });

  it('lets a shared address create ten accounts’ worth, not more', async () => {
    const members = await times(12, () => createUser(t));
    const results = await times(120, (i) =>
      post(t, '10.0.1.2', '/api/library/contents/', members[i % 12]!.token, contentFields()),
    );
    expect(statuses(results)).toEqual({ 200: 100, 429: 20 });
    // An administrator is never counted: moderation works in bulk.
    const admin = await createUser(t, { level: 'admin' });
    const more = await post(t, '10.0.1.2', '/api/library/contents/', admin.token, contentFields());
    expect(more.statusCode).toBe(200);
  });

  it('counts comments written and edited in one budget of 20 in ten minutes', async () => {
    const { token } = await createUser(t);
    const id = await newContent(t, token);
    await confirm(t, id);
    const first = await post(t, '10.0.1.3', `/api/library/contents/${id}/comments`, token, {
      text: 'First!',
    });
    const commentId = (first.json() as { id: number }).id;
    const results = await times(24, (i) =>
      i % 2
        ? post(t, '10.0.1.3', `/api/library/contents/${id}/comments`, token, { text: `n${i}` })
        : post(t, '10.0.1.3', `/api/library/contents/${id}/comments/${commentId}`, token, {
            text: `edit ${i}`,
          }),
    );
    expect(statuses(results)).toEqual({ 200: 19, 429: 5 });
    expectRefusals(results, 5);
  });

  it('lets an account change stars 60 times in ten minutes', async () => {
    const { token } = await createUser(t);
    const id = await newContent(t, token);
    await confirm(t, id);
    const results = await times(64, (i) =>
      post(t, '10.0.1.4', `/api/library/contents/${id}/star`, token, { enabled: i % 2 ? 1 : 0 }),
    );
    expect(statuses(results)).toEqual({ 200: 60, 429: 4 });
    const row = await t.app.db
      .selectFrom('library_contents')
      .select('nbstars')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const stars = await t.app.db
      .selectFrom('library_stars')
      .select('user_id')
      .where('content_id', '=', id)
      .execute();
    expect(row.nbstars).toBe(stars.length);
  });

  it('refuses archives past 20 a day before reading them, keeping nothing', async () => {
    const { token } = await createUser(t);
    const id = await newContent(t, token);
    const url = `/api/library/contents/${id}/uploadfile`;
    const results = await times(24, () => upload(t, '10.0.1.5', url, token, 'contentfile'));
    expect(statuses(results)).toEqual({ 200: 20, 429: 4 });
    expectRefusals(results, 4);
    expect((await filesOnDisk(t)).files).toHaveLength(1);
    expect((await filesOnDisk(t)).tmp).toEqual([]);
  });

  it('counts image uploads (30 an hour) and legend changes (60 in ten minutes)', async () => {
    const { token } = await createUser(t);
    const id = await newContent(t, token);
    // Not pictures: refused one by one, but counted all the same.
    const images = await times(33, () =>
      upload(t, '10.0.1.6', `/api/library/contents/${id}/images`, token, 'picture1'),
    );
    expect(statuses(images)).toEqual({ 400: 30, 429: 3 });
    const legends = await times(63, () =>
      post(t, '10.0.1.6', `/api/library/contents/${id}/images/999999`, token, { legend: 'x' }),
    );
    expect(statuses(legends)).toEqual({ 404: 60, 429: 3 });
  });
});

describeWithTwoProcesses('library budgets', LIBRARY_TEST_OPTIONS, (t, other) => {
  it('shares an account’s budget between the site’s processes', async () => {
    const { user, token } = await createUser(t);
    // Redis keeps counts between runs, and ids start again with each test database.
    const limit = t.app.limit({ name: 'library-create-account', points: 10, duration: 3600 });
    await limit.clear(`user:${user.id}`);
    const address = `2001:db8:${randomBytes(3).toString('hex')}::1`;
    const results = await times(16, (i) =>
      (i % 2 ? other() : t.app).inject({
        method: 'POST',
        url: '/api/library/contents/',
        remoteAddress: address,
        headers: bearer(token),
        payload: contentFields(),
      }),
    );
    expect(statuses(results)).toEqual({ 200: 10, 429: 6 });
  });
});
