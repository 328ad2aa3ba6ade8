import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../../../test/app.ts';
import { multipartBody } from '../../../../test/multipart.ts';
import { bearer, createUser } from '../../../../test/users.ts';
import { confirm, LIBRARY_TEST_OPTIONS, newContent, request } from '../../../../test/library.ts';
import { listNames } from '../../../../platform/storage/storage.ts';

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a80c0' } })
    .png()
    .toBuffer();

const addImage = (
  t: TestContext,
  id: number,
  token: string | undefined,
  content: Buffer,
  legend = '',
) => {
  const form = multipartBody([
    { name: 'legend', value: legend },
    { name: 'picture1', filename: 'shot.png', content, type: 'image/png' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/library/contents/${id}/images`,
    headers: { ...(token ? bearer(token) : {}), ...form.headers },
    payload: form.payload,
  });
};

describeWithApp('library images', LIBRARY_TEST_OPTIONS, (t) => {
  it('adds, captions and removes images for the content author', async () => {
    const { token } = await createUser(t);
    const id = await newContent(t, token);
    await confirm(t, id);
    const first = await addImage(t, id, token, await png(), 'The quay');
    expect(first.statusCode).toBe(200);
    const image = first.json();
    expect(image).toMatchObject({ contentid: id, pos: 1, legend: 'The quay' });
    expect((await t.app.inject(`/libraryres/img/${image.filename}`)).statusCode).toBe(200);
    expect((await t.app.inject(`/libraryres/img/${image.previewname}`)).statusCode).toBe(200);
    const second = (await addImage(t, id, token, await png())).json();
    expect(second.pos).toBe(2);

    const detail = (await request(t, 'GET', `/api/library/contents/${id}`)).json();
    expect(detail.previewname).toBe(image.previewname);
    expect(detail.images.map((i: { id: number }) => i.id)).toEqual([image.id, second.id]);
    const list = (await request(t, 'GET', '/api/library/contents/')).json();
    expect(list.contents[0].previewname).toBe(image.previewname);

    const url = `/api/library/contents/${id}/images/${image.id}`;
    const legend = await request(t, 'POST', url, token, { legend: '  The harbour ' });
    expect(legend.json()).toMatchObject({ id: image.id, legend: 'The harbour' });
    const long = await request(t, 'POST', url, token, { legend: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);

    expect((await request(t, 'POST', `${url}/delete`, token)).statusCode).toBe(200);
    expect(await t.app.storage.stat('images', image.filename)).toBeNull();
    expect(await t.app.storage.stat('images', image.previewname)).toBeNull();
    const after = (await request(t, 'GET', `/api/library/contents/${id}`)).json();
    expect(after.previewname).toBe(second.previewname);
    expect((await request(t, 'POST', `${url}/delete`, token)).statusCode).toBe(404);
  });

  it("refuses a text file as picture1, nobody, others, and other contents' images", async () => {
    const { token } = await createUser(t);
    const { token: other } = await createUser(t);
    const { token: admin } = await createUser(t, { level: 'admin' });
    const id = await newContent(t, token);
    await confirm(t, id);
    const imagesBefore = (await listNames(t.app.storage, 'images')).length;

    const text = await addImage(t, id, token, Buffer.from('just some text, not a picture'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ message: 'INVALID_INPUT', field: 'picture1' });
    expect((await addImage(t, id, undefined, await png())).statusCode).toBe(401);
    const byOther = await addImage(t, id, other, await png());
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toEqual({ message: 'UNAUTHORIZED' });
    expect((await addImage(t, 99999, token, await png())).statusCode).toBe(404);
    expect(await listNames(t.app.storage, 'images')).toHaveLength(imagesBefore);
    expect(readdirSync(t.app.storage.tmpDir)).toEqual([]);

    const image = (await addImage(t, id, admin, await png(), 'by admin')).json();
    const url = `/api/library/contents/${id}/images/${image.id}`;
    expect((await request(t, 'POST', url, other, { legend: 'x' })).statusCode).toBe(403);
    expect((await request(t, 'POST', `${url}/delete`, other)).statusCode).toBe(403);
    expect((await request(t, 'POST', `${url}/delete`)).statusCode).toBe(401);

    const elsewhere = await newContent(t, token);
    const wrongPath = `/api/library/contents/${elsewhere}/images/${image.id}`;
    expect((await request(t, 'POST', wrongPath, token, { legend: 'moved' })).statusCode).toBe(404);
    expect((await request(t, 'POST', `${wrongPath}/delete`, token)).statusCode).toBe(404);
    const kept = (await request(t, 'GET', `/api/library/contents/${id}`)).json().images;
    expect(kept).toEqual([expect.objectContaining({ id: image.id, legend: 'by admin' })]);
    expect(await t.app.storage.stat('images', image.filename)).not.toBeNull();
  });
});
