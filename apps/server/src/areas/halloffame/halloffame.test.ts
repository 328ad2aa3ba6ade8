import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { multipartBody } from '../../test/multipart.ts';
import { bearer, createUser } from '../../test/users.ts';

const png = () =>
  sharp({ create: { width: 96, height: 96, channels: 3, background: '#c0803a' } })
    .png()
    .toBuffer();

describeWithApp('the hall of fame', {}, (t) => {
  it('lets an administrator add, edit and remove entries, shown in the asked language', async () => {
    const { token } = await createUser(t, { level: 'admin' });
    const form = multipartBody([
      { name: 'text_en', value: JSON.stringify(['Aldebrand', 'Drew the Norman banners']) },
      {
        name: 'text_fr',
        value: JSON.stringify(['Aldebrand', 'A dessiné les bannières normandes']),
      },
      { name: 'pos', value: '1' },
      { name: 'avatar', filename: 'me.png', content: await png(), type: 'image/png' },
    ]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/hof/',
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(200);
    const entry = created.json();
    expect(entry.text_fr[1]).toBe('A dessiné les bannières normandes');
    expect((await t.app.inject(`/libraryres/img/${entry.avatar}`)).statusCode).toBe(200);

    const fr = (await t.app.inject('/api/hof/?language=fr')).json();
    expect(fr).toEqual([
      { avatar: entry.avatar, text: ['Aldebrand', 'A dessiné les bannières normandes'] },
    ]);

    const edited = await t.app.inject({
      method: 'POST',
      url: `/api/hof/${entry.id}`,
      headers: bearer(token),
      payload: { text_en: ['Aldebrand', 'Banners'], text_fr: ['Aldebrand', 'Bannières'], pos: 2 },
    });
    expect(edited.json()).toMatchObject({ text_en: ['Aldebrand', 'Banners'], pos: 2 });

    const deleted = await t.app.inject({
      method: 'POST',
      url: `/api/hof/${entry.id}/delete`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject('/api/hof/')).json()).toEqual([]);
    expect(await t.app.storage.stat('images', entry.avatar)).toBeNull();
  });

  it('refuses a text file named .png and non-administrators, keeping nothing', async () => {
    const { token } = await createUser(t, { level: 'admin' });
    const texts = [
      { name: 'text_en', value: '["A"]' },
      { name: 'text_fr', value: '["A"]' },
    ];
    const fake = multipartBody([
      ...texts,
      { name: 'avatar', filename: 'fake.png', content: Buffer.from('not an image at all') },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hof/',
      headers: { ...bearer(token), ...fake.headers },
      payload: fake.payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'INVALID_INPUT', field: 'avatar' });

    const { token: userToken } = await createUser(t);
    const good = multipartBody([
      ...texts,
      { name: 'avatar', filename: 'a.png', content: await png() },
    ]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/hof/',
      headers: { ...bearer(userToken), ...good.headers },
      payload: good.payload,
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.app.inject('/api/hof/')).json()).toEqual([]);
  });
});
