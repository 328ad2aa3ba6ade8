import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { appendVersion } from '../../../platform/text/history/store.ts';
import { insertImages } from '../image-repository.ts';
import { importTravelBookFolder } from './importer.ts';
import {
  fixtureFolder,
  GOOD_PICTURES,
  importDeps,
  recordingReporter,
} from '../../../test/encyclopedia.ts';

describeWithApp('travel-book import', {}, (t) => {
  let good: string;
  beforeAll(async () => {
    good = await fixtureFolder('good', GOOD_PICTURES);
  });

  it('imports every file of the folder with its icons and villager pictures', async () => {
    const reporter = recordingReporter();
    const result = await importTravelBookFolder(importDeps(t), good, reporter);
    expect(result.files.map((f) => [f.file, f.entries, f.problems.length])).toEqual([
      ['travelbook_en.sql', 7, 0],
      ['travelbook_fr.sql', 2, 0],
    ]);
    expect(result).toMatchObject({ icons: 3, villagerPictures: 2 });
    expect(reporter.lines).toContain('travelbook_en.sql: 7 entries in "en"');

    const cultures = await t.app.inject('/api/encyclopedia/?language=en');
    expect(cultures.json()).toEqual([
      { itemkey: 'norman', label: 'Normans', iconkey: 'norman_banner' },
      { itemkey: 'japanese', label: 'Japanese', iconkey: 'japanese_banner' },
    ]);
    const fr = await t.app.inject('/api/encyclopedia/?language=fr');
    expect(fr.json()).toEqual([{ itemkey: 'norman', label: 'Normands', iconkey: 'norman_banner' }]);

    const icon = await t.app.inject('/libraryres/img/ency-icon-flour.webp');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/webp');
    const png = await t.app.inject('/libraryres/img/ency-icon-flour.png');
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('gives a villager its picture, or its culture default one', async () => {
    const miller = (await t.app.inject('/api/encyclopedia/norman/villagers/miller')).json();
    expect(miller.picture).toEqual({
      filename: 'ency-villager-norman_miller.png',
      webpname: 'ency-villager-norman_miller.webp',
      width: 40,
      height: 80,
    });
    const fee = (await t.app.inject('/api/encyclopedia/norman/villagers/fee')).json();
    expect(fee.picture).toMatchObject({ filename: 'ency-villager-norman_default.png', width: 50 });
    const mill = (await t.app.inject('/api/encyclopedia/norman/buildings/mill')).json();
    expect(mill.picture).toBeNull();
  });

  it('replaces entries on a second run and keeps user descriptions and images', async () => {
    await appendVersion(t.app.db, {
      subject: 'encyclopedia/norman/cultures/norman/en',
      basedOn: 0,
      body: '<p>Our own words</p>',
      authorId: null,
      createdAt: new Date('2026-01-02T03:04:05Z'),
    });
    await insertImages(t.app.db, [
      {
        culture: 'norman',
        type: 'cultures',
        itemkey: 'norman',
        filename: 'a.png',
        previewname: 'a_preview.webp',
        thumbname: 'a_thumb.webp',
        width: 800,
        height: 450,
        legend_en: 'A view',
        legend_fr: 'Une vue',
        enabled: 1,
        pos: 1,
        created_at: '2026-01-02T03:04:05.000Z',
        author_id: null,
      },
    ]);
    const again = await importTravelBookFolder(importDeps(t), good, recordingReporter());
    expect(again.files.every((f) => f.problems.length === 0)).toBe(true);
    const count = await t.app.db
      .selectFrom('encyclopedia_entries')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(9);
    const norman = (await t.app.inject('/api/encyclopedia/norman?language=en')).json();
    expect(norman.extradata).toEqual({
      desc: '<p>Our own words</p>',
      author: null,
      createdon: '2026-01-02T03:04:05.000Z',
    });
    expect(norman.images.map((i: { filename: string }) => i.filename)).toEqual(['a.png']);
  });

  it('imports nothing from a file with malformed rows, reporting their lines', async () => {
    const mixed = await fixtureFolder('mixed');
    const reporter = recordingReporter();
    const result = await importTravelBookFolder(importDeps(t), mixed, reporter);
    const en = result.files.find((f) => f.file === 'travelbook_en.sql')!;
    expect(en.entries).toBe(0);
    expect(en.problems).toEqual([
      { line: 5, message: 'unknown culture "atlantean"' },
      { line: 7, message: 'norman-cultures-norman is already in the file' },
      { line: 11, message: 'expected "," or ");" at column 90' },
    ]);
    expect(reporter.lines).toContain('travelbook_en.sql:5: unknown culture "atlantean"');
    expect(reporter.lines).toContain(
      'travelbook_en.sql: 3 malformed rows, nothing imported from this file',
    );
    // The good file beside it went in; the English entries are those of before.
    expect(result.files.find((f) => f.file === 'travelbook_de.sql')!.entries).toBe(1);
    const cultures = (await t.app.inject('/api/encyclopedia/?language=en')).json();
    expect(cultures[0].label).toBe('Normans');
    const miller = await t.app.inject('/api/encyclopedia/norman/villagers/miller');
    expect(miller.json().title).toBe("The Miller's Son");
  });
});
