import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_USE_ID, STABLE_USE_ID } from './stable-ids';

describe("Mantine's id hook in the build", () => {
  it("names the installed hook's file, so a moved file cannot leave the random ids back unnoticed", () => {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@mantine/hooks');
    const hooks = entry.slice(0, entry.lastIndexOf('@mantine') + '@mantine/hooks'.length);
    expect(path.join(hooks, 'esm/use-id/use-id.mjs')).toMatch(MANTINE_USE_ID);
    expect(MANTINE_USE_ID.test(path.join(hooks, 'esm/use-id/use-random-id.mjs'))).toBe(false);
  });

  it("exports the hook under Mantine's name, with React's id and no effect", () => {
    expect(STABLE_USE_ID).toContain('export function useId(staticId)');
    expect(STABLE_USE_ID).toContain('useReactId()');
    expect(STABLE_USE_ID).not.toMatch(/Effect|random/);
  });
});
