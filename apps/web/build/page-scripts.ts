import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { PAGE_ROUTES, pageFacts } from '@millenaire/contracts/routes';
import { firstPageChunks, withStaticImports, type ChunkLinks } from './first-page';
import { brotli } from './precompress';

/**
 * The most script a public page may make a visitor download (compressed as
 * the server sends it, brotli) before it is interactive: the first page's
 * chunks and the page's own, with everything they import. What a page loads
 * on first use (dialogs, editors, suggestions) is not counted; it waits for
 * the reader.
 */
export const PAGE_SCRIPTS_BUDGET_BYTES = 150 * 1024;

/** What the check reads of a chunk. */
export interface PageChunk extends ChunkLinks {
  facadeModuleId: string | null;
  moduleIds: string[];
  code: string;
}

/** One public page's scripts before it is interactive. */
export interface PageScripts {
  path: string;
  /** The page's module, from src/ ('features/library/pages/ContentPage'). */
  module: string;
  bytes: number;
}

/**
 * Each page's module, read from the routes' table in src/app/pages.ts
 * (`'/path': lazyPage(() => import('@/features/…/pages/…'), …)`).
 */
export function pageModules(pagesSource: string): Map<string, string> {
  const modules = new Map<string, string>();
  const entry = /'([^']+)':\s*lazyPage\(\s*\(\)\s*=>\s*import\('@\/([^']+)'\)/g;
  for (const [, route, module] of pagesSource.matchAll(entry)) {
    if (route !== undefined && module !== undefined) modules.set(route, module);
  }
  return modules;
}

/**
 * The module of each page the server renders, by route; throws for a route
 * src/app/pages.ts names no module for.
 */
export function renderedPageModules(srcDir: string): Map<string, string> {
  const all = pageModules(readFileSync(path.join(srcDir, 'app/pages.ts'), 'utf8'));
  const routes = new Map<string, string>();
  for (const route of PAGE_ROUTES.filter((path) => pageFacts(path).rendered)) {
    const module = all.get(route);
    if (!module) throw new Error(`src/app/pages.ts names no module for ${route}`);
    routes.set(route, module);
  }
  return routes;
}

/** The shell's texts in one language (src/shared/i18n/shell-texts.ts): a reader loads one. */
export const SHELL_TEXTS = /[\\/]src[\\/]shared[\\/]i18n[\\/]([a-z]+)\.json$/;

/**
 * The scripts of each route before its page is interactive, in bytes as
 * `size` counts a chunk: of the shell's texts, the largest language's, the
 * one a reader of it loads. Throws for a route whose page has no chunk, or
 * when the shell's texts are in no chunk of their own (the check would be
 * blind to them).
 */
export function pageScripts<Chunk extends PageChunk>(
  chunks: Chunk[],
  routes: Map<string, string>,
  size: (chunk: Chunk) => number,
): PageScripts[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const isTexts = (chunk: Chunk) => SHELL_TEXTS.test(chunk.facadeModuleId ?? '');
  const texts = chunks.filter(isTexts);
  if (texts.length === 0) throw new Error("the shell's texts are in no chunk of their own");
  const oneLanguage = Math.max(...texts.map(size));
  const first = firstPageChunks(chunks)
    .filter((chunk) => !isTexts(chunk))
    .map((chunk) => chunk.fileName);
  return [...routes].map(([route, module]) => {
    const own = chunks.find((chunk) =>
      chunk.moduleIds.some((id) => id.replace(/\.tsx?$/, '').endsWith(`/src/${module}`)),
    );
    if (!own) throw new Error(`no chunk holds ${module}, the page of ${route}`);
    const names = new Set([...first, ...withStaticImports([own.fileName], byName)]);
    const bytes = [...names].reduce((sum, name) => {
      const chunk = byName.get(name);
      return sum + (chunk && !isTexts(chunk) ? size(chunk) : 0);
    }, oneLanguage);
    return { path: route, module, bytes };
  });
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Counts, at each build, the scripts each public page (one the server
 * renders) loads before it is interactive, prints them, and fails the build
 * when one is over PAGE_SCRIPTS_BUDGET_BYTES.
 */
export function pageScriptsCheck(): Plugin {
  let srcDir = 'src';
  return {
    name: 'millenaire-page-scripts',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      srcDir = path.resolve(config.root, 'src');
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const routes = renderedPageModules(srcDir);
        const sizes = new Map<string, number>();
        const size = (chunk: PageChunk) => {
          let bytes = sizes.get(chunk.fileName);
          if (bytes === undefined) {
            bytes = brotli(chunk.code).length;
            sizes.set(chunk.fileName, bytes);
          }
          return bytes;
        };
        const pages = pageScripts(chunks, routes, size).sort((a, b) => b.bytes - a.bytes);
        const lines = pages.map((page) => `  ${kB(page.bytes).padStart(9)}  ${page.path}`);
        this.info(`scripts before each public page is interactive (brotli):\n${lines.join('\n')}`);
        const over = pages.filter((page) => page.bytes > PAGE_SCRIPTS_BUDGET_BYTES);
        if (over.length > 0) {
          this.error(
            `over the ${kB(PAGE_SCRIPTS_BUDGET_BYTES)} budget of a public page's scripts:\n- ` +
              over.map((page) => `${page.path}: ${kB(page.bytes)} (${page.module})`).join('\n- '),
          );
        }
      },
    },
  };
}
