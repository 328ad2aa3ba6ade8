import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { bearer, createUser } from '../../../test/users.ts';
import { importTravelBookFolder } from '../import/importer.ts';
import {
  fixtureFolder,
  GOOD_PICTURES,
  importDeps,
  recordingReporter,
} from '../../../test/encyclopedia.ts';

describeWithApp('encyclopedia changes and images lists', {}, (t) => {
  beforeAll(async () => {
    const folder = await fixtureFolder('good', GOOD_PICTURES);
    await importTravelBookFolder(importDeps(t), folder, recordingReporter());
  });

  it('lists the newest saves per language and images with thumbnails, for admins only', async () => {
    const { token, user } = await createUser(t, { login: 'writer' });
    const { token: confirmed } = await createUser(t, { level: 'confirmed' });
    const { token: admin } = await createUser(t, { level: 'admin' });
    const save = (url: string, language: string, desc: string | null) =>
      t.app.inject({
        method: 'POST',
        url: `/api/encyclopedia/${url}?language=${language}`,
        headers: bearer(token),
        payload: { desc },
      });
    await save('norman/villagers/miller', 'en', '<p>One</p>');
    await save('norman/cultures/norman', 'en', '<p>Two</p>');
    await save('norman/villagers/miller', 'fr', '<p>Un</p>');
    await save('norman/villagers/miller', 'en', null);

    const list = await t.app.inject({
      url: '/api/encyclopedia/changeslist/?language=en',
      headers: bearer(admin),
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const body = list.json();
    expect(body.changes).toEqual([
      expect.objectContaining({
        culture: 'norman',
        type: 'villagers',
        itemkey: 'miller',
        desc: null,
      }),
      expect.objectContaining({
        culture: 'norman',
        type: 'cultures',
        itemkey: 'norman',
        label: 'Normans',
        desc: '<p>Two</p>',
        author: user.login,
      }),
      expect.objectContaining({ itemkey: 'miller', label: "The Miller's Son", desc: '<p>One</p>' }),
    ]);
    expect(body.cultures.map((c: { itemkey: string }) => c.itemkey)).toContain('norman');
    expect(body.types).toEqual(['cultures', 'villages', 'villagers', 'buildings', 'tradegoods']);
    const fr = await t.app.inject({
      url: '/api/encyclopedia/changeslist?language=fr',
      headers: bearer(admin),
    });
    expect(fr.json().changes).toEqual([
      expect.objectContaining({
        itemkey: 'miller',
        label: 'Le fils du meunier',
        desc: '<p>Un</p>',
      }),
    ]);

    const form = multipartBody([
      { name: 'legend_en', value: 'Mill' },
      {
        name: 'picture1',
        filename: 'a.png',
        content: await sharp({
          create: { width: 40, height: 40, channels: 3, background: '#123456' },
        })
          .png()
          .toBuffer(),
        type: 'image/png',
      },
    ]);
    await t.app.inject({
      method: 'POST',
      url: '/api/encyclopedia/norman/villagers/miller/images',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    const images = await t.app.inject({
      url: '/api/encyclopedia/imageslist?language=en',
      headers: bearer(admin),
    });
    expect(images.statusCode).toBe(200);
    const [image] = images.json();
    expect(image).toMatchObject({
      itemkey: 'miller',
      label: "The Miller's Son",
      legend_en: 'Mill',
    });
    expect((await t.app.inject(`/libraryres/img/${image.thumbname}`)).statusCode).toBe(200);

    for (const url of ['/api/encyclopedia/changeslist/', '/api/encyclopedia/imageslist']) {
      expect((await t.app.inject(url)).statusCode, url).toBe(401);
      for (const who of [token, confirmed]) {
        const res = await t.app.inject({ url, headers: bearer(who) });
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toEqual({ message: 'UNAUTHORIZED' });
      }
    }
  });
});
