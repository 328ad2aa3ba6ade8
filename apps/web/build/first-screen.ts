import type { Plugin } from 'vite';
import { APP_SCRIPTS_ELEMENT_ID } from '../src/app/start-on-intent';
import { firstPageChunks, withStaticImports, type ChunkLinks } from './first-page';
import { SHELL_TEXTS } from './page-scripts';

/**
 * Orders index.html for the first screen: a page the server rendered shows
 * from its HTML and the stylesheet alone, so the stylesheet comes first and
 * the scripts, which only make it interactive, are fetched at low priority
 * (on a slow connection they would otherwise share its bandwidth and hold
 * the first paint back by a second or more).
 */
export function firstScreenOrder(html: string): string {
  const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
  let ordered = html;
  if (/<script type="module"/.test(html)) {
    for (const link of stylesheets) ordered = ordered.replace(link, '');
    const firstScript = ordered.search(/[ \t]*<script type="module"/);
    ordered = ordered.slice(0, firstScript) + stylesheets.join('') + ordered.slice(firstScript);
  }
  return ordered
    .replace(
      /<script type="module"(?![^>]*fetchpriority)/g,
      '<script type="module" fetchpriority="low"',
    )
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

/** A file of the application's code; the shell's texts say their language. */
export interface AppScript {
  file: string;
  language?: string;
}

/**
 * The application's code past what the entry loads itself: the stages of
 * src/start.ts, all they import, and the shell's texts of each language.
 */
export function appScripts<Chunk extends ChunkLinks & { facadeModuleId: string | null }>(
  chunks: Chunk[],
): AppScript[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const withEntry = withStaticImports(entries, byName);
  return firstPageChunks(chunks)
    .filter((chunk) => !withEntry.has(chunk.fileName))
    .map((chunk) => {
      const language = SHELL_TEXTS.exec(chunk.facadeModuleId ?? '')?.[1];
      return { file: `/${chunk.fileName}`, ...(language === undefined ? {} : { language }) };
    });
}

/**
 * Those files as an inert list of module preloads (a <template>): a page
 * whose app waits for the reader puts them in its head once its first screen
 * is painted, the texts of its language only (src/app/start-on-intent.ts), so
 * the code is fetched and compiled meanwhile and the first touch only runs it.
 */
export function withAppScripts(html: string, scripts: AppScript[]): string {
  const links = scripts.map(
    ({ file, language }) =>
      `<link rel="modulepreload" crossorigin href="${file}"${language ? ` data-language="${language}"` : ''}>`,
  );
  const template = `<template id="${APP_SCRIPTS_ELEMENT_ID}">${links.join('')}</template>`;
  return html.replace('</body>', `${template}</body>`);
}

export function firstScreen(): Plugin {
  return {
    name: 'millenaire-first-screen',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        return firstScreenOrder(withAppScripts(html, appScripts(chunks)));
      },
    },
  };
}
