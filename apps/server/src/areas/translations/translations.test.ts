import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { insertLanguages } from './repository.ts';

describeWithApp('translation status API', {}, (t) => {
  it('answers an empty list when no language is known', async () => {
    const res = await t.app.inject('/api/translations/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });

  it('lists languages most complete first, named in the site language', async () => {
    await insertLanguages(t.app.db, [
      {
        code: 'de',
        name_en: 'German',
        name_fr: 'Allemand',
        name_native: 'Deutsch',
        percentage: 93,
      },
      {
        code: 'fr',
        name_en: 'French',
        name_fr: 'Français',
        name_native: 'Français',
        percentage: 100,
      },
      { code: 'ko', name_en: 'Korean', name_fr: 'Coréen', name_native: '한국어', percentage: 12 },
    ]);
    const en = await t.app.inject('/api/translations/?language=en');
    expect(en.json()).toEqual([
      { lang: 'fr', name_native: 'Français', name: 'French', percentage: 100 },
      { lang: 'de', name_native: 'Deutsch', name: 'German', percentage: 93 },
      { lang: 'ko', name_native: '한국어', name: 'Korean', percentage: 12 },
    ]);
    const fr = await t.app.inject('/api/translations/?language=fr');
    expect(fr.json().map((l: { name: string }) => l.name)).toEqual([
      'Français',
      'Allemand',
      'Coréen',
    ]);
  });
});
