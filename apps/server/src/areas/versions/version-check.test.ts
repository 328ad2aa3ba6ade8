import { expect, it } from 'vitest';
import { describeWithApp } from '../../test/app.ts';
import { insertVersions, type NewVersion } from './repository.ts';

const release = (version: string, date: string, dev: number, mc = '1.12.2'): NewVersion => ({
  version,
  mcversion: mc,
  url: 'https://example.org/m.zip',
  serverurl: 'https://example.org/m.zip',
  devversion: dev,
  released_at: date,
  title_en: `Title ${version}`,
  title_fr: `Titre ${version}`,
  description_en: `Notes for ${version}\nsecond line`,
  description_fr: `Notes de ${version}`,
});

describeWithApp('the version check files the mod reads', {}, (t) => {
  it('answers the latest release for the game version, with and without dev builds', async () => {
    await insertVersions(t.app.db, [
      release('8.1.1', '2026-01-01T00:00:00.000Z', 0),
      release('8.1.2', '2026-06-01T00:00:00.000Z', 0),
      release('8.2.0-beta1', '2026-10-01T00:00:00.000Z', 1),
      release('6.0.2', '2016-01-01T00:00:00.000Z', 0, '1.7.10'),
    ]);
    const stable = await t.app.inject('/lastversion/1.12.2.txt');
    expect(stable.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(stable.body).toBe('8.1.2\nNotes for 8.1.2 second line\nNotes de 8.1.2\n');
    const dev = await t.app.inject('/lastversion/1.12.2-dev.txt');
    expect(dev.body.split('\n')[0]).toBe('8.2.0-beta1');
    expect((await t.app.inject('/lastversion/1.7.10.txt')).body.split('\n')[0]).toBe('6.0.2');
    expect((await t.app.inject('/lastversion/1.99.txt')).statusCode).toBe(404);
    expect((await t.app.inject('/lastversion/..%2Fsecret.txt')).statusCode).toBe(404);
  });
});
