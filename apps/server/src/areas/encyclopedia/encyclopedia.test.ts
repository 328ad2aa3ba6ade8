import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { createUser } from '../../test/users.ts';
import { appendVersion } from '../../platform/text/history/store.ts';
import { insertImages } from './image-repository.ts';
import { importTravelBookFolder } from './import/importer.ts';
import {
  fixtureFolder,
  GOOD_PICTURES,
  importDeps,
  recordingReporter,
} from '../../test/encyclopedia.ts';

const image = (pos: number, enabled: number, filename: string) => ({
  culture: 'norman',
  type: 'villagers',
  itemkey: 'miller',
  filename,
  previewname: `${filename}_preview.webp`,
  thumbname: `${filename}_thumb.webp`,
  width: 640,
  height: 360,
  legend_en: `Picture ${pos}`,
  legend_fr: `Image ${pos}`,
  enabled,
  pos,
  author_id: null,
  created_at: '2026-03-04T05:06:07.000Z',
});

describeWithApp('encyclopedia API', {}, (t) => {
  beforeAll(async () => {
    const folder = await fixtureFolder('good', GOOD_PICTURES);
    await importTravelBookFolder(importDeps(t), folder, recordingReporter());
  });

  it('answers a culture page with its travel-book text and no user description', async () => {
    const res = await t.app.inject('/api/encyclopedia/norman?language=en');
    expect(res.statusCode).toBe(200);
    // Sent as JSON written once, with the API's headers like any answer.
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.json()).toEqual({
      title: 'Normans',
      travelbookdata: {
        pages: [
          {
            lines: [
              { text: 'Normans', style: 'header' },
              { text: 'Farmers of the §2green§r hills.<ret>Second line.', specialTag: 'MAIN_DESC' },
            ],
          },
        ],
      },
      extradata: { desc: null, author: null, createdon: null },
      images: [],
      picture: null,
    });
  });

  it('lists a culture items of one type with their categories, in the export order', async () => {
    const res = await t.app.inject('/api/encyclopedia/norman/villagers?language=en');
    expect(res.json()).toEqual([
      {
        itemkey: 'miller',
        label: "The Miller's Son",
        iconkey: 'norman_miller',
        category: 'men',
        categorylabel: 'Men',
      },
      {
        itemkey: 'fee',
        label: 'Fée',
        iconkey: 'norman_fee',
        category: 'women',
        categorylabel: 'Women',
      },
    ]);
    const villages = await t.app.inject('/api/encyclopedia/norman/villages');
    expect(villages.json()).toEqual([
      {
        itemkey: 'hamlet',
        label: 'Hamlet',
        iconkey: 'norman_hamlet',
        category: '',
        categorylabel: '',
      },
    ]);
    const none = await t.app.inject('/api/encyclopedia/japanese/buildings');
    expect(none.json()).toEqual([]);
  });

  it('answers an item with every field of its lines, and the table rows', async () => {
    const mill = (await t.app.inject('/api/encyclopedia/norman/buildings/mill')).json();
    expect(mill.travelbookdata.pages[0].lines[0]).toEqual({
      columns: [{ text: 'Wood' }, { text: '64' }],
      exportTwoColumns: true,
    });
    const cider = (await t.app.inject('/api/encyclopedia/norman/tradegoods/cider')).json();
    expect(cider.travelbookdata.pages[0].lines[0]).toEqual({
      referenceButtonCulture: 'norman',
      referenceButtonType: 'villagers',
      referenceButtonKey: 'miller',
      referenceButtonLabel: "The Miller's Son",
      referenceButtonIconKey: 'norman_miller',
    });
  });

  it('reads French in French and English for any other language', async () => {
    const fr = await t.app.inject('/api/encyclopedia/norman?language=fr');
    expect(fr.json().title).toBe('Normands');
    for (const language of ['de', 'xx', '']) {
      const other = await t.app.inject(`/api/encyclopedia/norman?language=${language}`);
      expect(other.statusCode).toBe(200);
      expect(other.json().title).toBe('Normans');
    }
  });

  it('answers 404 NOT_FOUND for an unknown culture, type or item', async () => {
    for (const url of [
      '/api/encyclopedia/atlantean',
      '/api/encyclopedia/japanese?language=fr',
      '/api/encyclopedia/atlantean/villagers',
      '/api/encyclopedia/norman/quests',
      '/api/encyclopedia/norman/cultures',
      '/api/encyclopedia/norman/villagers/nobody',
      '/api/encyclopedia/norman/quests/miller',
      '/api/encyclopedia/norman/cultures/japanese',
    ]) {
      const res = await t.app.inject(url);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { message: 'NOT_FOUND' }]);
    }
  });

  it('shows the user description with its author, and enabled images only, in order', async () => {
    const { user } = await createUser(t, { login: 'Scribe' });
    await appendVersion(t.app.db, {
      subject: 'encyclopedia/norman/villagers/miller/fr',
      basedOn: 0,
      body: '<p>Un bon meunier</p>',
      authorId: user.id,
      createdAt: new Date('2026-02-03T04:05:06Z'),
    });
    await insertImages(t.app.db, [image(2, 1, 'b'), image(1, 1, 'a'), image(3, 0, 'c')]);
    const fr = (await t.app.inject('/api/encyclopedia/norman/villagers/miller?language=fr')).json();
    expect(fr.extradata).toEqual({
      desc: '<p>Un bon meunier</p>',
      author: 'Scribe',
      createdon: '2026-02-03T04:05:06.000Z',
    });
    expect(fr.images.map((i: { filename: string }) => i.filename)).toEqual(['a', 'b']);
    expect(fr.images[0]).toEqual({
      culture: 'norman',
      type: 'villagers',
      itemkey: 'miller',
      filename: 'a',
      previewname: 'a_preview.webp',
      legend_en: 'Picture 1',
      legend_fr: 'Image 1',
      enabled: '1',
      pos: 1,
      author: null,
      createdon: '2026-03-04T05:06:07.000Z',
      width: 640,
      height: 360,
    });
    const en = (await t.app.inject('/api/encyclopedia/norman/villagers/miller?language=en')).json();
    expect(en.extradata.desc).toBeNull();
  });

  it('indexes every item by culture, type and category for the search box', async () => {
    const res = await t.app.inject('/api/encyclopedia/contentindex/?language=en');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        culture: 'norman',
        culturelabel: 'Normans',
        type: 'villages',
        categorylabel: '',
        items: [{ itemkey: 'hamlet', label: 'Hamlet', iconkey: 'norman_hamlet' }],
      },
      {
        culture: 'norman',
        culturelabel: 'Normans',
        type: 'villagers',
        categorylabel: 'Men',
        items: [{ itemkey: 'miller', label: "The Miller's Son", iconkey: 'norman_miller' }],
      },
      {
        culture: 'norman',
        culturelabel: 'Normans',
        type: 'villagers',
        categorylabel: 'Women',
        items: [{ itemkey: 'fee', label: 'Fée', iconkey: 'norman_fee' }],
      },
      {
        culture: 'norman',
        culturelabel: 'Normans',
        type: 'buildings',
        categorylabel: 'Craft buildings',
        items: [{ itemkey: 'mill', label: 'Water Mill', iconkey: 'norman_mill' }],
      },
      {
        culture: 'norman',
        culturelabel: 'Normans',
        type: 'tradegoods',
        categorylabel: 'Food',
        items: [{ itemkey: 'cider', label: 'Cider', iconkey: 'norman_cider' }],
      },
    ]);
    const fr = (await t.app.inject('/api/encyclopedia/contentindex?language=fr')).json();
    expect(fr).toHaveLength(1);
    expect(fr[0]).toMatchObject({ culturelabel: 'Normands', categorylabel: 'Hommes' });
  });
});
