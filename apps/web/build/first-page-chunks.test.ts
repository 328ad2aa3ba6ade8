import { describe, expect, it } from 'vitest';
import {
  pageChunkName,
  publicPageChunks,
  stageName,
  stageOfModules,
  stageSpecifiers,
  staticImports,
  type ModuleGraph,
} from './first-page-chunks';

/** A module graph from `module: [its static imports]`. */
function graph(edges: Record<string, string[]>): ModuleGraph {
  return {
    getModuleInfo: (id) =>
      id in edges ? { importedIds: edges[id] ?? [], dynamicallyImportedIds: [] } : null,
  };
}

describe("the first page's chunks", () => {
  it("reads start.ts's stages in the order its source imports them", () => {
    const source = `const STAGES = [
  () => import('./shared/i18n'),
  () => import("./app/providers"),
  () => import('react-dom/client'),
];`;
    expect(stageSpecifiers(source)).toEqual([
      './shared/i18n',
      './app/providers',
      'react-dom/client',
    ]);
  });

  it('names a stage by its package, its folder or its file', () => {
    expect(stageName('/site/node_modules/react-dom/client.js')).toBe('react-dom');
    expect(stageName('/site/node_modules/@scope/pkg/index.js')).toBe('scopepkg');
    expect(stageName('/site/src/shared/i18n/index.ts')).toBe('i18n');
    expect(stageName('/site/src/app/router.tsx')).toBe('router');
  });

  it('puts each module in the first stage that imports it, directly or not', () => {
    const modules = graph({
      '/src/i18n/index.ts': ['/src/i18n/texts.ts'],
      '/src/i18n/texts.ts': [],
      '/src/app/providers.tsx': ['/src/i18n/index.ts', '/nm/react/index.js'],
      '/nm/react/index.js': [],
      '/src/app/router.tsx': ['/src/app/providers.tsx', '/src/app/layout.tsx'],
      '/src/app/layout.tsx': ['/nm/react/index.js', '/src/i18n/texts.ts'],
      '/src/main.tsx': ['/src/app/router.tsx'],
    });
    const stages = [
      '/src/i18n/index.ts',
      '/src/app/providers.tsx',
      '/src/app/router.tsx',
      '/src/main.tsx',
    ];
    expect(Object.fromEntries(stageOfModules(stages, modules))).toEqual({
      '/src/i18n/index.ts': 'i18n',
      '/src/i18n/texts.ts': 'i18n',
      '/src/app/providers.tsx': 'providers',
      '/nm/react/index.js': 'providers',
      '/src/app/router.tsx': 'router',
      '/src/app/layout.tsx': 'router',
      '/src/main.tsx': 'main',
    });
  });

  it('leaves what the entry imports itself out of every stage', () => {
    const modules = graph({
      '/src/start.ts': ['/src/app/start-on-intent.ts'],
      '/src/app/start-on-intent.ts': [],
      '/src/app/page-state.ts': ['/src/app/start-on-intent.ts', '/nm/query/index.js'],
      '/nm/query/index.js': [],
      '/src/main.tsx': ['/src/app/page-state.ts'],
    });
    const entry = staticImports('/src/start.ts', modules);
    expect(Object.fromEntries(stageOfModules(['/src/main.tsx'], modules, entry))).toEqual({
      '/src/main.tsx': 'main',
      '/src/app/page-state.ts': 'main',
      '/nm/query/index.js': 'main',
    });
  });

  it("names a page's own chunk by its feature and its file", () => {
    expect(pageChunkName('/site/src/features/encyclopedia/pages/CulturePage.tsx')).toBe(
      'encyclopedia-CulturePage',
    );
    expect(pageChunkName('/site/src/features/history/pages/HistoryPage.tsx')).not.toBe(
      pageChunkName('/site/src/features/translation-centre/pages/HistoryPage.tsx'),
    );
  });
});

describe("the public pages' chunks", () => {
  const CULTURE = '/src/features/encyclopedia/pages/CulturePage.tsx';
  const ITEM = '/src/features/encyclopedia/pages/ItemPage.tsx';
  const LIBRARY = '/src/features/library/pages/LibraryPage.tsx';
  const modules = graph({
    [CULTURE]: ['/src/ui/Slideshow.tsx', '/src/ui/Table.tsx', '/src/ui/IconFlag.tsx'],
    [ITEM]: ['/src/ui/Slideshow.tsx', '/src/ui/Table.tsx', '/src/ui/IconBell.tsx'],
    [LIBRARY]: ['/src/ui/Table.tsx', '/src/ui/IconFlag.tsx', '/src/app/layout.tsx'],
    '/src/ui/Slideshow.tsx': ['/src/ui/IconChevron.tsx'],
    '/src/ui/Table.tsx': [],
    '/src/ui/IconFlag.tsx': [],
    '/src/ui/IconBell.tsx': [],
    '/src/ui/IconChevron.tsx': [],
    '/src/app/layout.tsx': ['/src/ui/Table.tsx'],
  });
  const chunks = publicPageChunks(
    [CULTURE, ITEM, LIBRARY],
    modules,
    new Set(['/src/app/layout.tsx']),
  );

  it('puts the modules the same pages need in one chunk, named after the first', () => {
    expect(chunks.get('/src/ui/Slideshow.tsx')).toBe('Slideshow');
    expect(chunks.get('/src/ui/IconChevron.tsx')).toBe('Slideshow');
  });

  it("keeps a module one page needs in that page's chunk", () => {
    expect(chunks.get(CULTURE)).toBe('encyclopedia-CulturePage');
    expect(chunks.get('/src/ui/IconBell.tsx')).toBe('encyclopedia-ItemPage');
  });

  it('never makes a page load a module it does not use', () => {
    // Table is needed by all three pages, IconFlag by two of them: two chunks.
    expect(chunks.get('/src/ui/Table.tsx')).not.toBe(chunks.get('/src/ui/IconFlag.tsx'));
    for (const [page, needs] of [
      [CULTURE, 5],
      [ITEM, 5],
      [LIBRARY, 3],
    ] as const) {
      const reached = staticImports(page, modules, (id) => id === '/src/app/layout.tsx');
      const loaded = [...chunks].filter(([, chunk]) =>
        [...reached].some((id) => chunks.get(id) === chunk),
      );
      expect(loaded.map(([id]) => id).sort()).toEqual([...reached].sort());
      expect(reached.size).toBe(needs);
    }
  });

  it("leaves the first page's modules to the first page", () => {
    expect(chunks.has('/src/app/layout.tsx')).toBe(false);
  });

  it('gives sets that meet a module of the same name chunks of their own', () => {
    const same = publicPageChunks(
      [CULTURE, ITEM, LIBRARY],
      graph({
        [CULTURE]: ['/x/index.ts'],
        [ITEM]: ['/x/index.ts', '/y/x/index.ts'],
        [LIBRARY]: ['/y/x/index.ts'],
        '/x/index.ts': [],
        '/y/x/index.ts': [],
      }),
      new Set(),
    );
    expect(same.get('/x/index.ts')).toBe('x');
    expect(same.get('/y/x/index.ts')).toBe('x2');
  });
});
