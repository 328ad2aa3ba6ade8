import { describe, expect, it } from 'vitest';
import { downloadKind, groupByGameVersion } from './versions.ts';
import { completionColour, completionIcon } from './translations.ts';

describe('versions', () => {
  it('groups consecutive runs by game version', () => {
    const groups = groupByGameVersion([
      { mcversion: '1.12.2', v: 1 },
      { mcversion: '1.12.2', v: 2 },
      { mcversion: '1.7.10', v: 3 },
      { mcversion: '1.12.2', v: 4 },
    ]);
    expect(groups.map((g) => [g.mcversion, g.versions.length])).toEqual([
      ['1.12.2', 2],
      ['1.7.10', 1],
      ['1.12.2', 1],
    ]);
  });

  it('tells combined, separate and client-only downloads apart', () => {
    expect(downloadKind({ url: 'a.zip', serverurl: 'a.zip' })).toBe('combined');
    expect(downloadKind({ url: 'a.zip', serverurl: 'b.zip' })).toBe('separate');
    expect(downloadKind({ url: 'a.zip', serverurl: '' })).toBe('client-only');
  });
});

describe('translation completion', () => {
  it('picks the icon at 75 and 50 percent', () => {
    expect([100, 75, 74, 50, 49, 0].map(completionIcon)).toEqual([
      'high',
      'high',
      'medium',
      'medium',
      'low',
      'low',
    ]);
  });

  it('colours over 99 green, over 50 blue, else red', () => {
    expect([100, 99, 51, 50].map(completionColour)).toEqual(['green', 'blue', 'blue', 'red']);
  });
});
