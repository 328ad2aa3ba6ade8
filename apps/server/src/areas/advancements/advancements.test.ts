import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { bearer, createUser } from '../../test/users.ts';

interface Item {
  advancement_key: string;
  title: string;
  description: string;
}

describeWithApp('advancement texts from the translation centre', { seed: true }, (t) => {
  const list = async (language: string): Promise<Item[]> =>
    (await t.app.inject(`/api/advancements/?language=${language}`)).json();

  it('takes titles and descriptions from the lang file of the site language, else the seeded ones', async () => {
    const [fr, en] = [await list('fr'), await list('en')];
    const first = fr.find((a) => a.advancement_key === 'firstcontact')!;
    expect(first.title).toBe('Premier contact');
    expect(first.description).toBe('Rencontrer les villageois d’un village Millénaire');
    expect(en.find((a) => a.advancement_key === 'firstcontact')!.title).toBe('First Contact');
    const cresus = fr.find((a) => a.advancement_key === 'cresus')!;
    expect(cresus.title).not.toBe('');
    expect(cresus.description).not.toBe('');
  });

  it('shows a saved translation at once', async () => {
    const { token } = await createUser(t, { level: 'confirmed' });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/translationsapp/latestfiles/fr/lang',
      headers: bearer(token),
      payload: {
        filename: 'fr_fr.lang',
        splitcontent: { elements: { 'advancements.cresus.name': ['Crésus le riche'] } },
      },
    });
    expect(saved.statusCode).toBe(200);
    const cresus = (await list('fr')).find((a) => a.advancement_key === 'cresus')!;
    expect(cresus.title).toBe('Crésus le riche');
  });
});
