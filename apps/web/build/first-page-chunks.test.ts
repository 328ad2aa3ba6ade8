import { describe, expect, it } from 'vitest';
import { stageName, stageOfModules, stageSpecifiers, type ModuleGraph } from './first-page-chunks';

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
});
