import { describe, expect, it } from 'vitest';
import { pageModules, pageScripts, type PageChunk } from './page-scripts';

function chunk(fileName: string, info: Partial<PageChunk> = {}): PageChunk {
  return {
    fileName,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    facadeModuleId: null,
    code: '',
    ...info,
    moduleIds: info.moduleIds ?? (info.facadeModuleId ? [info.facadeModuleId] : []),
  };
}

const ENTRY = chunk('index.js', {
  isEntry: true,
  imports: ['shell-texts.js'],
  dynamicImports: ['app.js'],
});
// The shell's texts, a chunk per language, fetched by a module of the entry.
const TEXTS = chunk('shell-texts.js', { dynamicImports: ['en.js', 'fr.js'] });
const EN = chunk('en.js', { facadeModuleId: '/site/src/shared/i18n/en.json' });
const FR = chunk('fr.js', { facadeModuleId: '/site/src/shared/i18n/fr.json' });
const APP = chunk('app.js', { imports: ['react.js'] });
const REACT = chunk('react.js');
// The page's module with the modules only it uses: a chunk with no facade.
const CONTENT = chunk('library-ContentPage.js', {
  moduleIds: [
    '/site/src/features/library/pages/ContentPage.tsx',
    '/site/src/features/library/components/Comments.tsx',
  ],
  imports: ['react.js', 'Table.js'],
  dynamicImports: ['ImageView.js'],
});
const TABLE = chunk('Table.js');
const IMAGE_VIEW = chunk('ImageView.js');
const SIZES: Record<string, number> = {
  'en.js': 200_000,
  'fr.js': 300_000,
  'index.js': 1,
  'app.js': 10,
  'react.js': 100,
  'library-ContentPage.js': 1000,
  'Table.js': 10000,
  'ImageView.js': 100000,
};
const size = (c: PageChunk) => SIZES[c.fileName] ?? 0;

describe("each public page's scripts", () => {
  it("reads each route's module from the pages' table", () => {
    const source = `export const PAGE_MODULES = {
  '/': lazyPage(() => import('@/features/home/pages/HomePage'), (m) => m.HomePage),
  '/translations': lazyPage(
    () => import('@/features/translations-status/pages/TranslationsStatusPage'),
    (m) => m.TranslationsStatusPage,
  ),
};`;
    expect([...pageModules(source)]).toEqual([
      ['/', 'features/home/pages/HomePage'],
      ['/translations', 'features/translations-status/pages/TranslationsStatusPage'],
    ]);
  });

  it("counts the first page's chunks and the page's own with its imports, once each, one language's texts, not what it loads on first use", () => {
    const pages = pageScripts(
      [ENTRY, TEXTS, EN, FR, APP, REACT, CONTENT, TABLE, IMAGE_VIEW],
      new Map([['/library/:content', 'features/library/pages/ContentPage']]),
      size,
    );
    expect(pages).toEqual([
      {
        path: '/library/:content',
        module: 'features/library/pages/ContentPage',
        bytes: 300_000 + 1 + 10 + 100 + 1000 + 10000,
      },
    ]);
  });

  it('refuses a route whose page is in no chunk', () => {
    expect(() =>
      pageScripts(
        [ENTRY, TEXTS, EN, FR, APP],
        new Map([['/library', 'features/library/pages/Missing']]),
        size,
      ),
    ).toThrow(/no chunk holds features\/library\/pages\/Missing/);
  });

  it('refuses a build whose shell texts are in no chunk of their own', () => {
    expect(() =>
      pageScripts(
        [ENTRY, APP, REACT, CONTENT],
        new Map([['/library/:content', 'features/library/pages/ContentPage']]),
        size,
      ),
    ).toThrow(/shell's texts are in no chunk/);
  });
});
