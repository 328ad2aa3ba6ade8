import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { multipartBody, type FormPart } from '../../../test/multipart.ts';
import { bearer, createUser } from '../../../test/users.ts';
import { importTravelBookFolder } from '../import/importer.ts';
import {
  fixtureFolder,
  GOOD_PICTURES,
  importDeps,
  recordingReporter,
} from '../../../test/encyclopedia.ts';
import { listNames, readStored } from '../../../platform/storage/storage.ts';

const ENTRY = '/api/encyclopedia/norman/villagers/miller';

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a80c0' } })
    .png()
    .toBuffer();
const jpeg = () =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: '#c0803a' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
    .jpeg()
    .toBuffer();

function postForm(t: TestContext, url: string, token: string | undefined, parts: FormPart[]) {
  const form = multipartBody(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), ...form.headers },
    payload: form.payload,
  });
}

const upload = (t: TestContext, token: string | undefined, content: Buffer, name = 'pic.png') =>
  postForm(t, `${ENTRY}/images`, token, [
    { name: 'legend_en', value: ' The mill ' },
    { name: 'legend_fr', value: 'Le moulin' },
    { name: 'picture1', filename: name, content, type: 'image/png' },
  ]);

const editorImages = async (t: TestContext) =>
  (await t.app.inject(`${ENTRY}/history?language=en`)).json().images;
const pageImages = async (t: TestContext) =>
  (await t.app.inject(`${ENTRY}?language=en`)).json().images;

describeWithApp('encyclopedia images', {}, (t) => {
  beforeAll(async () => {
    const folder = await fixtureFolder('good', GOOD_PICTURES);
    await importTravelBookFolder(importDeps(t), folder, recordingReporter());
  });

  it('uploads PNG and JPEG, stripped of metadata, then captions, disables and deletes (keeping the files)', async () => {
    const { token, user } = await createUser(t);
    const first = await upload(t, token, await png());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      culture: 'norman',
      type: 'villagers',
      itemkey: 'miller',
      legend_en: 'The mill',
      legend_fr: 'Le moulin',
      enabled: '1',
      pos: 1,
      author: user.login,
      width: 64,
      height: 48,
    });
    const image = first.json();
    expect(image.filename).toMatch(/^[A-Za-z0-9_-]+\.png$/);
    for (const name of [image.filename, image.previewname]) {
      expect((await t.app.inject(`/libraryres/img/${name}`)).statusCode).toBe(200);
    }
    const second = (await upload(t, token, await jpeg(), 'photo.jpg')).json();
    expect(second.pos).toBe(2);
    expect(second.filename).toMatch(/\.jpg$/);
    const meta = await sharp(
      (await readStored(t.app.storage, 'images', second.filename))!,
    ).metadata();
    expect(meta.exif).toBeUndefined();
    expect((await pageImages(t)).map((i: { pos: number }) => i.pos)).toEqual([1, 2]);

    // Multipart update, as the spec's client sends it: disabled leaves the page, stays in the editor.
    const update = await postForm(t, `${ENTRY}/images/1`, token, [
      { name: 'legend_en', value: 'Old mill' },
      { name: 'legend_fr', value: 'Vieux moulin' },
      { name: 'enabled', value: '0' },
    ]);
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ pos: 1, legend_en: 'Old mill', enabled: '0' });
    expect((await pageImages(t)).map((i: { pos: number }) => i.pos)).toEqual([2]);
    expect((await editorImages(t)).map((i: { enabled: string }) => i.enabled)).toEqual(['0', '1']);
    // JSON works too.
    const json = await t.app.inject({
      method: 'POST',
      url: `${ENTRY}/images/1`,
      headers: bearer(token),
      payload: { legend_en: 'Mill', legend_fr: 'Moulin', enabled: '1' },
    });
    expect(json.json()).toMatchObject({ legend_en: 'Mill', enabled: '1' });

    const del = await t.app.inject({
      method: 'POST',
      url: `${ENTRY}/images/1/delete`,
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(200);
    // Its history still shows it, so its files stay until it is restored.
    expect(await t.app.storage.stat('images', image.filename)).not.toBeNull();
    expect(await t.app.storage.stat('images', image.previewname)).not.toBeNull();
    expect((await editorImages(t)).map((i: { pos: number }) => i.pos)).toEqual([2]);
    const again = await t.app.inject({
      method: 'POST',
      url: `${ENTRY}/images/1/delete`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('gives concurrent uploads distinct positions', async () => {
    const { token } = await createUser(t);
    const url = '/api/encyclopedia/norman/villagers/fee/images';
    const results = await Promise.all(
      Array.from({ length: 4 }, async () =>
        postForm(t, url, token, [
          { name: 'picture1', filename: 'a.png', content: await png(), type: 'image/png' },
        ]),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(results.map((r) => r.json().pos).sort()).toEqual([1, 2, 3, 4]);
  });

  it('refuses fake, oversized and missing pictures, nobody, and bad fields, keeping nothing', async () => {
    const { token } = await createUser(t);
    const before = (await listNames(t.app.storage, 'images')).length;
    const fake = await upload(t, token, Buffer.from('just some text, renamed .png'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({ message: 'INVALID_INPUT', field: 'picture1' });
    const oversized = await upload(t, token, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json()).toEqual({ message: 'PAYLOAD_TOO_LARGE' });
    // 8000 x 6000 is 48 megapixels: refused from its header.
    const huge = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect((await upload(t, token, huge)).statusCode).toBe(413);
    const noFile = await postForm(t, `${ENTRY}/images`, token, [{ name: 'legend_en', value: 'x' }]);
    expect(noFile.statusCode).toBe(400);
    const longLegend = await postForm(t, `${ENTRY}/images`, token, [
      { name: 'legend_en', value: 'x'.repeat(600) },
      { name: 'picture1', filename: 'a.png', content: await png(), type: 'image/png' },
    ]);
    expect(longLegend.statusCode).toBe(400);
    expect(longLegend.json()).toEqual({ message: 'INVALID_INPUT', field: 'legend_en' });
    const nobody = await upload(t, undefined, await png());
    expect(nobody.statusCode).toBe(401);
    expect(nobody.json()).toEqual({ message: 'UNAUTHORIZED' });
    const unknown = await postForm(t, '/api/encyclopedia/norman/villagers/ghost/images', token, [
      { name: 'picture1', filename: 'a.png', content: await png(), type: 'image/png' },
    ]);
    expect(unknown.statusCode).toBe(404);
    expect(await listNames(t.app.storage, 'images')).toHaveLength(before);
    expect(readdirSync(t.app.storage.tmpDir)).toEqual([]);

    const pos = (await upload(t, token, await png())).json().pos;
    const bad = [
      { legend_en: 'a', legend_fr: 'b', enabled: 'yes' },
      { legend_en: 'a', enabled: '1' },
      { legend_en: 'a', legend_fr: 'b', enabled: '1', extra: 'x'.repeat(10) },
    ];
    for (const payload of bad.slice(0, 2)) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${ENTRY}/images/${pos}`,
        headers: bearer(token),
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe('INVALID_INPUT');
    }
    const withFile = await postForm(t, `${ENTRY}/images/${pos}`, token, [
      { name: 'legend_en', value: 'a' },
      { name: 'picture1', filename: 'a.png', content: await png(), type: 'image/png' },
    ]);
    expect(withFile.statusCode).toBe(400);
    for (const url of [`${ENTRY}/images/${pos}`, `${ENTRY}/images/${pos}/delete`]) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode, url).toBe(401);
    }
    const missing = await t.app.inject({
      method: 'POST',
      url: `${ENTRY}/images/999`,
      headers: bearer(token),
      payload: { legend_en: 'a', legend_fr: 'b', enabled: '1' },
    });
    expect(missing.statusCode).toBe(404);
    const badPos = await t.app.inject({
      method: 'POST',
      url: `${ENTRY}/images/0x1/delete`,
      headers: bearer(token),
    });
    expect(badPos.statusCode).toBe(400);
  });
});
