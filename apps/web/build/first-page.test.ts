import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPageChunks, firstPageProblems, textMarkers, type ChunkInfo } from './first-page';

function chunk(fileName: string, info: Partial<ChunkInfo> = {}): ChunkInfo {
  return {
    fileName,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    code: '',
    ...info,
  };
}

const ENTRY = chunk('index.js', { isEntry: true, imports: ['vendor.js'], code: 'menu' });
const VENDOR = chunk('vendor.js', { moduleIds: ['/app/node_modules/react/index.js'] });
const ACCOUNT = chunk('account.js', {
  imports: ['vendor.js', 'password.js'],
  moduleIds: ['/app/src/features/account/i18n/en.json'],
  code: '"Repeat the new password"',
});
const PASSWORD = chunk('password.js', {
  moduleIds: ['/app/node_modules/@zxcvbn-ts/language-en/dist/commonWords.json.mjs'],
});
const MARKER = { feature: 'account', text: 'Repeat the new password' };

describe('the first page check', () => {
  it('follows static imports from the entry, not lazy chunks', () => {
    const names = firstPageChunks([ENTRY, VENDOR, ACCOUNT, PASSWORD]).map((c) => c.fileName);
    expect(names.sort()).toEqual(['index.js', 'vendor.js']);
  });

  it("counts the application an entry starts after the first paint, and that application's imports", () => {
    const start = chunk('start.js', { isEntry: true, dynamicImports: ['index.js'] });
    const app = { ...ENTRY, isEntry: false, dynamicImports: ['account.js'] };
    const names = firstPageChunks([start, app, VENDOR, ACCOUNT, PASSWORD]).map((c) => c.fileName);
    expect(names.sort()).toEqual(['index.js', 'start.js', 'vendor.js']);
  });

  it('passes when word lists and feature texts stay in their chunks', () => {
    expect(firstPageProblems([ENTRY, VENDOR, ACCOUNT, PASSWORD], [MARKER])).toEqual([]);
  });

  it('names the word lists when the entry imports them', () => {
    const entry = { ...ENTRY, imports: ['vendor.js', 'password.js'] };
    const problems = firstPageProblems([entry, VENDOR, ACCOUNT, PASSWORD], [MARKER]);
    expect(problems).toEqual([
      expect.stringContaining('password.js carries the password-strength'),
    ]);
  });

  it("names a feature's texts found in the first page, by module and by text", () => {
    const entry = { ...ENTRY, moduleIds: ACCOUNT.moduleIds, code: ACCOUNT.code };
    const problems = firstPageProblems([entry, VENDOR, ACCOUNT, PASSWORD], [MARKER]);
    expect(problems).toEqual([
      expect.stringContaining("index.js carries a feature's texts"),
      'index.js carries the text "Repeat the new password" of account',
    ]);
  });

  it('refuses a marker found in no chunk, which would check nothing', () => {
    const problems = firstPageProblems([ENTRY, VENDOR], [MARKER]);
    expect(problems).toEqual([expect.stringContaining('is in no chunk')]);
  });

  it('picks, per feature catalogue, a text the shell does not have', () => {
    const markers = textMarkers(path.resolve(import.meta.dirname, '../src'));
    expect(markers.map((marker) => marker.feature)).toContain('account');
    for (const { text } of markers) expect(text.length).toBeGreaterThanOrEqual(12);
  });
});
