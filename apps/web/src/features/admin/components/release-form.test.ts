import { describe, expect, it } from 'vitest';
import type { VersionAdmin } from '@millenaire/contracts/versions';
import { fieldOfRefusal, missingFields, releasePayload, releaseValues } from './release-form';

const RELEASE: VersionAdmin = {
  id: 4,
  version: '8.1.2',
  mcversion: '1.12.2',
  url: 'https://example.org/m.zip',
  serverurl: 'https://example.org/m.zip',
  devversion: '0',
  date: '2026-05-01T10:20:30.000Z',
  title_en: 'Seljuks',
  title_fr: 'Seldjoukides',
  description_en: 'New culture.',
  description_fr: 'Nouvelle culture.',
  current: '1',
};

describe('release form', () => {
  it('round-trips a release through the form', () => {
    const values = releaseValues(RELEASE, new Date());
    expect(values.date).toBe('2026-05-01T10:20:30');
    expect(values.current).toBe(true);
    expect(releasePayload(values)).toEqual({
      ...RELEASE,
      id: undefined,
      date: '2026-05-01T10:20:30Z',
    });
    expect(missingFields(values)).toEqual([]);
  });

  it('starts a new release empty, dated now, and names what is missing', () => {
    const values = releaseValues(null, new Date('2026-11-23T10:20:30.123Z'));
    expect(values.date).toBe('2026-11-23T10:20:30');
    expect(missingFields(values)).toEqual(['version', 'url', 'title_en', 'title_fr']);
    const filled = { ...values, version: '8.2.0', url: 'ftp://x', title_en: 'A', title_fr: ' ' };
    expect(missingFields(filled)).toEqual(['title_fr']);
    expect(releasePayload({ ...filled, date: '2026-11-23T10:20' }).date).toBe(
      '2026-11-23T10:20:00Z',
    );
  });

  it("puts the server's refusal on the field it names", () => {
    expect(fieldOfRefusal('url')).toBe('url');
    expect(fieldOfRefusal('devversion')).toBe('dev');
    expect(fieldOfRefusal('id')).toBeUndefined();
    expect(fieldOfRefusal(undefined)).toBeUndefined();
  });
});
