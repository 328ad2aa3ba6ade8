import { expect, it } from 'vitest';
import { CULTURES, ITEM_TYPES, storedPictureName } from '@millenaire/contracts';
import { describeWithApp } from '../../../test/app.ts';

describeWithApp('demo encyclopedia', { seed: true, seedPictures: true }, (t) => {
  it('shows the seven cultures in English and French', async () => {
    const en = (await t.app.inject('/api/encyclopedia/?language=en')).json();
    expect(en.map((c: { itemkey: string }) => c.itemkey)).toEqual([...CULTURES]);
    const fr = (await t.app.inject('/api/encyclopedia/?language=fr')).json();
    expect(fr.find((c: { itemkey: string }) => c.itemkey === 'seljuk').label).toBe('Seldjoukides');
  });

  it('gives each culture villages, villagers, buildings and trade goods', async () => {
    for (const culture of CULTURES) {
      for (const type of ITEM_TYPES) {
        const list = (
          await t.app.inject(`/api/encyclopedia/${culture}/${type}?language=fr`)
        ).json();
        expect(list.length, `${culture} ${type}`).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('links only to entries that exist, and every icon is stored', async () => {
    const refs = new Set<string>();
    const icons = new Set<string>();
    const index = (await t.app.inject('/api/encyclopedia/contentindex/?language=en')).json();
    const entries: string[] = index.flatMap(
      (g: { culture: string; type: string; items: { itemkey: string }[] }) =>
        g.items.map((i) => `${g.culture}/${g.type}/${i.itemkey}`),
    );
    for (const path of [...CULTURES, ...entries]) {
      const page = (await t.app.inject(`/api/encyclopedia/${path}?language=en`)).json();
      for (const line of page.travelbookdata.pages.flatMap((p: { lines: object[] }) => p.lines)) {
        const l = line as Record<string, string>;
        if (l.referenceButtonKey) {
          refs.add(
            l.referenceButtonType === 'cultures'
              ? l.referenceButtonCulture!
              : `${l.referenceButtonCulture}/${l.referenceButtonType}/${l.referenceButtonKey}`,
          );
        }
        for (const key of [l.iconKey, l.referenceButtonIconKey]) if (key) icons.add(key);
      }
    }
    for (const ref of refs) {
      expect((await t.app.inject(`/api/encyclopedia/${ref}`)).statusCode, ref).toBe(200);
    }
    for (const icon of icons) {
      const res = await t.app.inject(`/libraryres/img/${storedPictureName('icon', icon, 'webp')}`);
      expect(res.statusCode, icon).toBe(200);
    }
  });

  it('has pictures for villagers and a slideshow on culture pages', async () => {
    const norman = (await t.app.inject('/api/encyclopedia/norman?language=fr')).json();
    expect(norman.images).toHaveLength(2);
    expect(norman.images[0]).toMatchObject({ width: 800, height: 450, enabled: '1' });
    const image = await t.app.inject(`/libraryres/img/${norman.images[0].previewname}`);
    expect(image.statusCode).toBe(200);
    const farmer = (await t.app.inject('/api/encyclopedia/norman/villagers/farmer')).json();
    expect(farmer.picture).toMatchObject({ width: 160, height: 280 });
    const fee = (await t.app.inject('/api/encyclopedia/norman/villagers/fee')).json();
    expect(fee.picture.filename).toBe(storedPictureName('villager', 'norman_default', 'png'));
  });
});
