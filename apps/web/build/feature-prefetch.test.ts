import { describe, expect, it } from 'vitest';
import { featureChunkFiles, type FeatureChunkInfo } from './feature-prefetch';

function chunk(fileName: string, info: Partial<FeatureChunkInfo> = {}): FeatureChunkInfo {
  return {
    fileName,
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    imports: [],
    dynamicImports: [],
    moduleIds: [],
    code: '',
    ...info,
  };
}

const ENTRY = chunk('assets/index.js', { isEntry: true, imports: ['assets/vendor.js'] });
const VENDOR = chunk('assets/vendor.js');
const LIBRARY = chunk('assets/library.js', {
  isDynamicEntry: true,
  facadeModuleId: '/app/src/features/library/pages/ContentPage.tsx',
  imports: ['assets/vendor.js', 'assets/Table.js'],
});
const TABLE = chunk('assets/Table.js');
const EDITOR = chunk('assets/RichTextEditorField.js', {
  isDynamicEntry: true,
  facadeModuleId: '/app/src/shared/ui/RichTextEditorField.tsx',
});

describe("the features' scripts to prefetch", () => {
  it("lists each feature's chunk and its imports, not what the first page loads", () => {
    expect(featureChunkFiles([ENTRY, VENDOR, LIBRARY, TABLE, EDITOR])).toEqual([
      '/assets/library.js',
      '/assets/Table.js',
    ]);
  });

  it('leaves out what a feature loads on demand (the rich-text editor)', () => {
    expect(featureChunkFiles([ENTRY, VENDOR, EDITOR])).toEqual([]);
  });
});
