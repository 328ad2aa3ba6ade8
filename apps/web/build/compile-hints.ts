import type { Plugin } from 'vite';
import { firstPageChunks, type ChunkLinks } from './first-page';

/**
 * V8's compile hint for a whole file (Chrome 136 and later; other engines read
 * a comment): every function in it is compiled as the file streams in, on a
 * background thread, instead of on the main thread when first called.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk's code with the hint as its first line (it counts only there). */
export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : COMPILE_HINT + code;
}

/** Puts the hint at the top of the first page's chunks; the others stay as they are. */
export function markFirstPage<Chunk extends ChunkLinks & { code: string }>(chunks: Chunk[]): void {
  for (const chunk of firstPageChunks(chunks)) chunk.code = withCompileHint(chunk.code);
}

/**
 * Marks the first page's chunks for eager compilation: nearly every function
 * in them runs while the page is hydrated (React DOM, Mantine, the router,
 * the texts, the contracts), and compiled lazily each one was compiled in the
 * middle of a long task on the main thread. Chunks of the other pages stay
 * lazy: much of their code (editors, dialogs) never runs on a given visit.
 * The hint goes in once the chunks are minified (minification drops comments);
 * a file's name keeps the hash of its code without it, which every build
 * marks alike.
 */
export function compileHints(): Plugin {
  return {
    name: 'millenaire-compile-hints',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After Vite's own additions to the chunks (the preload map), so the hint
    // stays their first line.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        markFirstPage(
          Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : [])),
        );
      },
    },
  };
}
