import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const contracts = path.resolve(import.meta.dirname, '../../../packages/contracts');
const pkg = JSON.parse(readFileSync(path.join(contracts, 'package.json'), 'utf8')) as {
  exports: Record<string, string>;
};

// The web app imports the contracts by area subpath (an ESLint rule refuses the
// main entry), so that each chunk carries only the contracts it uses.
describe('contracts subpaths', () => {
  it('exist for every area module of the contracts', () => {
    const areas = readdirSync(path.join(contracts, 'src'))
      .filter((file) => file.endsWith('.ts') && !/\.(test|d)\.ts$/.test(file))
      .filter((file) => file !== 'index.ts')
      .map((file) => file.replace(/\.ts$/, ''));
    expect(areas.length).toBeGreaterThan(0);
    for (const area of areas) expect(pkg.exports[`./${area}`]).toBe(`./src/${area}.ts`);
  });
});
