import sharp from 'sharp';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../test/app.ts';
import { multipartBody } from '../../test/multipart.ts';
import { bearer, createUser } from '../../test/users.ts';
import { confirm, contentFields, LIBRARY_TEST_OPTIONS, newContent } from '../../test/library.ts';

// Writes racing the removal of what they write to: each answers as if it
// came just before (200) or just after (404), never 500, and the counters
// and rows agree afterwards.

const ROUNDS = 8;
let round = 0;

/** A member with a confirmed content, writing from an address of its own. */
async function setUp(t: TestContext) {
  const { token } = await createUser(t);
  const id = await newContent(t, token);
  await confirm(t, id);
  const address = `10.9.${++round}.1`;
  const post = (url: string, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: address, headers: bearer(token), payload });
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#804020' } })
    .png()
    .toBuffer();
  const addImage = () => {
    const form = multipartBody([{ name: 'picture1', filename: 'a.png', content: png }]);
    return t.app.inject({
      method: 'POST',
      url: `/api/library/contents/${id}/images`,
      remoteAddress: address,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
  };
  const base = `/api/library/contents/${id}`;
  return { id, base, post, addImage };
}

function expectOnly200Or404(answers: LightMyRequestResponse[]) {
  for (const answer of answers) {
    expect([200, 404], `${answer.statusCode} ${answer.body}`).toContain(answer.statusCode);
  }
}

/** Every content's counters equal its rows; no row points to a missing content. */
async function expectConsistent(t: TestContext) {
  const contents = await t.app.db
    .selectFrom('library_contents as c')
    .select(['c.id', 'c.nbcomments', 'c.nbstars'])
    .select((eb) => [
      eb
        .selectFrom('library_comments as m')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('m.content_id', '=', 'c.id')
        .as('comments'),
      eb
        .selectFrom('library_stars as s')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('s.content_id', '=', 'c.id')
        .as('stars'),
    ])
    .execute();
  for (const c of contents) {
    expect(c.nbcomments).toBe(Number(c.comments));
    expect(c.nbstars).toBe(Number(c.stars));
  }
  const ids = contents.map((c) => c.id);
  for (const table of ['library_comments', 'library_images', 'library_stars'] as const) {
    const orphans = await t.app.db
      .selectFrom(table)
      .select('content_id')
      .where('content_id', 'not in', ids.length ? ids : [0])
      .execute();
    expect(orphans).toEqual([]);
  }
}

describeWithApp('library writes racing removals', LIBRARY_TEST_OPTIONS, (t) => {
  it('edits a comment while it is deleted: 200 or 404, never 500', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { base, post } = await setUp(t);
      const comment = (await post(`${base}/comments`, { text: 'Nice' })).json<{ id: number }>();
      const url = `${base}/comments/${comment.id}`;
      const answers = await Promise.all([
        post(url, { text: 'Edited once' }),
        post(`${url}/delete`),
        post(url, { text: 'Edited twice' }),
        post(`${url}/delete`),
      ]);
      expectOnly200Or404(answers);
      expect((await post(url, { text: 'Too late' })).statusCode).toBe(404);
    }
    await expectConsistent(t);
  });

  it('changes an image’s legend while it is deleted: 200 or 404, never 500', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { base, post, addImage } = await setUp(t);
      const image = (await addImage()).json<{ id: number }>();
      const url = `${base}/images/${image.id}`;
      const answers = await Promise.all([
        post(url, { legend: 'One' }),
        post(`${url}/delete`),
        post(url, { legend: 'Two' }),
        post(`${url}/delete`),
      ]);
      expectOnly200Or404(answers);
    }
    await expectConsistent(t);
    const images = await t.app.db.selectFrom('library_images').select('id').execute();
    expect(images).toEqual([]);
  });

  it('writes to a content while it is removed: 200 or 404, never 500', async () => {
    for (let i = 0; i < ROUNDS; i++) {
      const { id, base, post, addImage } = await setUp(t);
      const comment = (await post(`${base}/comments`, { text: 'Nice' })).json<{ id: number }>();
      const image = (await addImage()).json<{ id: number }>();
      const removal = t.app.db.deleteFrom('library_contents').where('id', '=', id).execute();
      const answers = await Promise.all([
        post(base, contentFields({ title: 'Renamed' })),
        post(`${base}/comments`, { text: 'Another' }),
        post(`${base}/comments/${comment.id}`, { text: 'Edited' }),
        post(`${base}/star`, { enabled: 1 }),
        post(`${base}/images/${image.id}`, { legend: 'Caption' }),
        post(`${base}/addview`),
        post(`${base}/adddl`),
        addImage(),
      ]);
      await removal;
      expectOnly200Or404(answers);
      expect((await post(`${base}/comments`, { text: 'Late' })).statusCode).toBe(404);
    }
    await expectConsistent(t);
  });
});
