import { describe, expect, it } from 'vitest';
import { atFirstUse } from './first-use.ts';

describe('atFirstUse', () => {
  it('loads nothing until the first call, then once for every call, however many at once', async () => {
    let loads = 0;
    const library = atFirstUse(async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return { name: 'library' };
    });
    expect(loads).toBe(0);
    const first = await Promise.all([library(), library(), library()]);
    expect(loads).toBe(1);
    expect(new Set([...first, await library()]).size).toBe(1);
    expect(loads).toBe(1);
  });
});
