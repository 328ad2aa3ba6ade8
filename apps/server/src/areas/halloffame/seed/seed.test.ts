import sharp from 'sharp';
import { expect, it } from 'vitest';
import { runSeeds } from '../../../platform/seeds.ts';
import { describeWithApp, type TestContext } from '../../../test/app.ts';
import { hallOfFameArea } from '../index.ts';

interface Item {
  avatar: string;
  text: string[];
}

const list = async (t: TestContext, language: string) =>
  (await t.app.inject(`/api/hof/?language=${language}`)).json<Item[]>();

describeWithApp('the hall of fame demo', {}, (t) => {
  it('is left out of a site without demo content', async () => {
    const options = { demo: false, storage: t.app.storage };
    await runSeeds(t.app.db, hallOfFameArea.seeds, t.app.log, options);
    expect(await list(t, 'en')).toEqual([]);
  });

  it('fills a new site with builders, translators and artists in both languages', async () => {
    const options = { demo: true, storage: t.app.storage };
    expect(await runSeeds(t.app.db, hallOfFameArea.seeds, t.app.log, options)).toEqual([
      'demo-halloffame',
    ]);
    // Seeds write past the API (the server runs them before it serves).
    t.app.changes.announce('hof');
    const en = await list(t, 'en');
    expect(en.length).toBeGreaterThanOrEqual(6);
    const roles = new Set(en.map((item) => item.text[1]));
    expect([...roles].sort()).toEqual(['Artist', 'Builder', 'Translator']);
    expect(en[0]?.text).toEqual([
      'Aldebrand',
      'Builder',
      'Drew the Norman abbey, the fortified manor and many farms.',
    ]);
    const fr = await list(t, 'fr');
    expect(fr.map((item) => item.avatar)).toEqual(en.map((item) => item.avatar));
    expect(fr[0]?.text[2]).toBe(
      'A dessiné l’abbaye normande, le manoir fortifié et bien des fermes.',
    );
  });

  it('gives each person an avatar of their own, stored as every uploaded picture is', async () => {
    const avatars = (await list(t, 'en')).map((item) => item.avatar);
    expect(new Set(avatars).size).toBe(avatars.length);
    for (const avatar of avatars) {
      const res = await t.app.inject(`/libraryres/img/${avatar}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const { width, height } = await sharp(res.rawPayload).metadata();
      expect([width, height]).toEqual([224, 224]);
    }
  });

  it('runs once, and does not add the demo beside entries an administrator made', async () => {
    const before = await list(t, 'en');
    const options = { demo: true, storage: t.app.storage };
    expect(await runSeeds(t.app.db, hallOfFameArea.seeds, t.app.log, options)).toEqual([]);
    await t.app.db.deleteFrom('seeds').where('name', '=', 'demo-halloffame').execute();
    await runSeeds(t.app.db, hallOfFameArea.seeds, t.app.log, options);
    expect(await list(t, 'en')).toEqual(before);
  });
});
