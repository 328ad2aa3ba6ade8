import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.ts';
import { importLanguagesFolder, type ImportReporter } from './importer.ts';

const quiet: ImportReporter = { start: () => {}, advance: () => {}, problem: () => {} };
const folders: string[] = [];
afterAll(() => Promise.all(folders.map((f) => rm(f, { recursive: true, force: true }))));

/** A languages folder written for the test, with an unreadable file among good ones. */
async function languagesFolder(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'langs-'));
  folders.push(root);
  const files: Record<string, string | Buffer> = {
    'en/strings.txt': '\uFEFFa=One\rb=Two  ',
    'en/help/help_1.txt': 'version:8.1.2\nHelp\nNEW_PAGE\nMore',
    'en/parchments/parchment_15.txt': 'Parchment',
    'en/en_us.lang': '# x\nitem.a=A\n',
    'fr/strings.txt': 'a=Un\n',
    'fr/broken.txt': Buffer.from([0x61, 0x3d, 0xff, 0xfe]),
    'fr/notes.md': 'not a language file',
    'Bad Folder/strings.txt': 'a=b',
  };
  for (const [name, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await writeFile(path.join(root, name), body);
  }
  return root;
}

describeWithApp('importing the mod languages folder', {}, (t) => {
  it('imports every readable file exactly and reports the others', async () => {
    const root = await languagesFolder();
    const options = { version: '8.1.2', now: () => new Date(), report: quiet };
    const result = await importLanguagesFolder(t.app.db, root, options);
    expect(result.imported).toBe(5);
    expect(result.problems.map((p) => p.file).sort()).toEqual([
      'Bad Folder/',
      'fr/broken.txt',
      'fr/notes.md',
    ]);
    const files = await t.app.inject('/api/translationsapp/latestfiles/en');
    expect(files.json().map((f: { filename: string }) => f.filename)).toEqual([
      'help/help_1.txt',
      'en_us.lang',
      'parchments/parchment_15.txt',
      'strings.txt',
    ]);
    const strings = await t.app.inject('/api/translationsapp/latestfiles/en/strings');
    expect(strings.json().content).toBe('\uFEFFa=One\rb=Two  ');
    const changes = await t.app.inject('/api/translationsapp/recentchanges');
    expect(changes.json().every((c: { initialimport: boolean }) => c.initialimport)).toBe(true);

    const again = await importLanguagesFolder(t.app.db, root, options);
    expect(again).toMatchObject({ imported: 0, unchanged: 5 });
  });
});
