import { describe, expect, it } from 'vitest';
import { appScripts, firstScreenOrder, withAppScripts } from './first-screen';

const BUILT = `<head>
    <title>Millénaire</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/vendor.js">
    <link rel="stylesheet" crossorigin href="/assets/style.css">
  </head>`;

describe('the first screen order of index.html', () => {
  it('puts the stylesheet before the scripts and fetches the scripts at low priority', () => {
    expect(firstScreenOrder(BUILT)).toBe(`<head>
    <title>Millénaire</title>
    <link rel="stylesheet" crossorigin href="/assets/style.css">
    <script type="module" fetchpriority="low" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor.js">
  </head>`);
  });

  it('leaves a page without scripts as it is', () => {
    const html = '<head><link rel="stylesheet" href="/a.css"></head>';
    expect(firstScreenOrder(html)).toBe(html);
  });
});

describe("the application's code a waiting page fetches unrun", () => {
  const chunk = (fileName: string, links: Partial<Parameters<typeof appScripts>[0][number]>) => ({
    fileName,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    facadeModuleId: `/src/${fileName}.ts`,
    ...links,
  });

  it("lists the stages, what they import and each language's texts, not the entry's own files", () => {
    const chunks = [
      chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/runtime.js'],
        dynamicImports: ['assets/i18n.js', 'assets/main.js', 'assets/en.js'],
      }),
      chunk('assets/runtime.js', {}),
      chunk('assets/i18n.js', { imports: ['assets/runtime.js'] }),
      chunk('assets/main.js', { imports: ['assets/react-dom.js'] }),
      chunk('assets/react-dom.js', {}),
      chunk('assets/en.js', { facadeModuleId: '/site/src/shared/i18n/en.json' }),
      chunk('assets/EditorPage.js', {}),
    ];
    const scripts = appScripts(chunks).sort((a, b) => a.file.localeCompare(b.file));
    expect(scripts).toEqual([
      { file: '/assets/en.js', language: 'en' },
      { file: '/assets/i18n.js' },
      { file: '/assets/main.js' },
      { file: '/assets/react-dom.js' },
    ]);
  });

  it('writes them as module preloads in an inert template', () => {
    const scripts = [{ file: '/assets/main.js' }, { file: '/assets/fr.js', language: 'fr' }];
    expect(withAppScripts('<body><div id="root"></div></body>', scripts)).toBe(
      '<body><div id="root"></div><template id="app-scripts">' +
        '<link rel="modulepreload" crossorigin href="/assets/main.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/fr.js" data-language="fr">' +
        '</template></body>',
    );
  });
});
