import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { seedTranslations } from '../../../test/translations.ts';

describeWithApp('translation status API on an empty site', {}, (t) => {
  it('answers an empty list when no language is known', async () => {
    const res = await t.app.inject('/api/translations/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});

describeWithApp('translation status API', {}, (t) => {
  it('lists languages most complete first, completion computed from the files', async () => {
    await seedTranslations(t);
    const en = await t.app.inject('/api/translations/?language=en');
    // English: 4 strings, 1 sentence key, 1 lang entry = 6 elements; French 2, German 1.
    expect(en.json()).toEqual([
      {
        lang: 'en',
        name_native: 'English',
        name: 'English',
        percentage: 100,
        reviewed: 6,
        toreview: 0,
        missing: 0,
      },
      {
        lang: 'fr',
        name_native: 'Français',
        name: 'French',
        percentage: 33,
        reviewed: 2,
        toreview: 0,
        missing: 4,
      },
      {
        lang: 'de',
        name_native: 'Deutsch',
        name: 'German',
        percentage: 17,
        reviewed: 1,
        toreview: 0,
        missing: 5,
      },
    ]);
    const fr = await t.app.inject('/api/translations/?language=fr');
    expect(fr.json().map((l: { name: string }) => l.name)).toEqual([
      'Anglais',
      'Français',
      'Allemand',
    ]);
  });
});
