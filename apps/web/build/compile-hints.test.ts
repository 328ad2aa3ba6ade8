import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, markFirstPage } from './compile-hints';

const chunk = (
  fileName: string,
  info: { isEntry?: boolean; imports?: string[]; dynamicImports?: string[] } = {},
) => ({
  fileName,
  isEntry: false,
  imports: [],
  dynamicImports: [],
  code: `export const name = ${JSON.stringify(fileName)};`,
  ...info,
});

describe('the compile hints of the first page', () => {
  it("marks the entry, the stages it starts and what they import, as each file's first line", () => {
    const entry = chunk('index.js', { isEntry: true, dynamicImports: ['main.js'] });
    const main = chunk('main.js', { imports: ['react-dom.js'], dynamicImports: ['editor.js'] });
    const reactDom = chunk('react-dom.js');
    const editor = chunk('editor.js', { imports: ['react-dom.js'] });
    markFirstPage([entry, main, reactDom, editor]);
    for (const first of [entry, main, reactDom]) {
      expect(first.code.split('\n')[0]).toBe(COMPILE_HINT.trim());
      expect(first.code).toContain(`"${first.fileName}"`);
    }
    expect(editor.code).not.toContain(COMPILE_HINT.trim());
  });

  it('marks a chunk once, however often it runs', () => {
    const entry = chunk('index.js', { isEntry: true });
    markFirstPage([entry]);
    markFirstPage([entry]);
    expect(entry.code.match(/allFunctionsCalledOnLoad/g)).toHaveLength(1);
  });
});
