import { describe, expect, it } from 'vitest';
import type { Advancement } from '@millenaire/contracts/advancements';
import { doneCount, isDone, lastUpdated, percentageOf, shareOf } from './advancement-view';

function advancement(key: string, updated: string | null = null): Advancement {
  return {
    advancement_key: key,
    title: key,
    description: '',
    version: '8.0.0',
    done_survival: 1,
    total_survival: 3,
    done_all: 3,
    total_all: 4,
    last_count_updated: updated,
  };
}

describe('advancement view', () => {
  it('takes the survival or the all-modes counts as the radio says', () => {
    const a = advancement('cresus');
    expect(percentageOf(a, 'survival')).toBe('33.3');
    expect(percentageOf(a, 'all')).toBe('75');
    expect(shareOf(a, 'all')).toBe(75);
    expect(shareOf({ ...a, total_all: 0 }, 'all')).toBe(0);
  });

  it('counts creative only in all modes', () => {
    const stats = {
      cresus: { survival: '0', creative: '1' },
      explorer: { survival: '1', creative: '0' },
    } as const;
    expect(isDone(stats, 'cresus', 'survival')).toBe(false);
    expect(isDone(stats, 'cresus', 'all')).toBe(true);
    expect(isDone(stats, 'explorer', 'survival')).toBe(true);
    expect(isDone(stats, 'unknown', 'all')).toBe(false);
    expect(isDone(null, 'cresus', 'all')).toBeNull();
    const list = [advancement('cresus'), advancement('explorer'), advancement('magellan')];
    expect(doneCount(stats, list, 'survival')).toBe(1);
    expect(doneCount(stats, list, 'all')).toBe(2);
  });

  it('dates the page by its latest count', () => {
    expect(lastUpdated([advancement('a'), advancement('b')])).toBeNull();
    const list = [
      advancement('a', '2026-01-02T03:04:05Z'),
      advancement('b', '2026-03-02T03:04:05Z'),
      advancement('c'),
    ];
    expect(lastUpdated(list)).toBe('2026-03-02T03:04:05Z');
  });
});
