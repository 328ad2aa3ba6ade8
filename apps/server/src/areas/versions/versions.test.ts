import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { insertVersions, type NewVersion } from './repository.ts';

const base: Omit<NewVersion, 'version' | 'released_at' | 'devversion'> = {
  mcversion: '1.12.2',
  url: 'https://example.org/a.zip',
  serverurl: 'https://example.org/a.zip',
  title_en: 'Title',
  title_fr: 'Titre',
  description_en: 'English text',
  description_fr: 'Texte français',
};

describeWithApp('versions API on an empty site', {}, (t) => {
  it('answers 404 NOT_FOUND for the current version', async () => {
    const res = await t.app.inject('/api/versions/current');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'NOT_FOUND' });
  });
});

describeWithApp('versions API', {}, (t) => {
  // Every test below only reads these releases, so none depends on another's order.
  beforeAll(() =>
    insertVersions(t.app.db, [
      { ...base, version: '8.0.0', released_at: '2024-09-01T08:00:00.000Z', devversion: 0 },
      { ...base, version: '8.1.0', released_at: '2025-07-05T12:00:00.000Z', devversion: 0 },
      { ...base, version: '8.2.0-beta1', released_at: '2026-10-18T17:30:00.000Z', devversion: 1 },
    ]),
  );

  it('lists every version newest first, in the asked language', async () => {
    const en = await t.app.inject('/api/versions/?language=en');
    expect(en.statusCode).toBe(200);
    const list = en.json();
    expect(list.map((v: { version: string }) => v.version)).toEqual([
      '8.2.0-beta1',
      '8.1.0',
      '8.0.0',
    ]);
    expect(list[0]).toEqual({
      version: '8.2.0-beta1',
      mcversion: '1.12.2',
      url: 'https://example.org/a.zip',
      serverurl: 'https://example.org/a.zip',
      devversion: '1',
      date: '2026-10-18T17:30:00.000Z',
      title: 'Title',
      description: 'English text',
    });
    const fr = await t.app.inject('/api/versions/?language=fr');
    expect(fr.json()[0].description).toBe('Texte français');
  });

  it('gives the newest release that is not a dev build as current', async () => {
    const res = await t.app.inject('/api/versions/current?language=fr');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      version: '8.1.0',
      url: 'https://example.org/a.zip',
      date: '2025-07-05T12:00:00.000Z',
      description: 'Texte français',
    });
  });

  it('defaults to English and refuses an unknown language', async () => {
    const res = await t.app.inject('/api/versions/current');
    expect(res.json().description).toBe('English text');
    const bad = await t.app.inject('/api/versions/current?language=de');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'INVALID_INPUT', field: 'language' });
  });
});
