import type { Plugin } from 'vite';
import { firstPageChunks, type ChunkInfo } from './first-page';

/** The id of the JSON block in index.html that lists the features' scripts. */
export const FEATURE_CHUNKS_ELEMENT_ID = 'feature-chunks';

const FEATURE_ENTRY = /[\\/]src[\\/]features[\\/][^\\/]+[\\/](pages[\\/][^\\/]+|index)\.tsx?$/;

/** What the plugin reads of a chunk, beyond the first-page check's view. */
export interface FeatureChunkInfo extends ChunkInfo {
  facadeModuleId: string | null;
  isDynamicEntry: boolean;
}

/**
 * The scripts of every feature (each feature's chunk and the chunks it
 * imports statically), without those the first page already loads, in the
 * order of the features' first appearance; paths from the site's root.
 */
export function featureChunkFiles(chunks: FeatureChunkInfo[], base = '/'): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loaded = new Set(firstPageChunks(chunks).map((chunk) => chunk.fileName));
  const files = new Set<string>();
  const visit = (name: string) => {
    if (loaded.has(name) || files.has(name)) return;
    files.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) {
    if (chunk.isDynamicEntry && FEATURE_ENTRY.test(chunk.facadeModuleId ?? '')) {
      visit(chunk.fileName);
    }
  }
  return [...files].map((name) => `${base}${name}`);
}

/**
 * Lists the features' scripts in index.html as a JSON data block (no script
 * runs from it, so the site's content security policy stays as strict), for
 * the browser to prefetch them once the page has loaded and is idle
 * (`preloadFeatures` in src/app/pages.ts).
 */
export function featurePrefetch(): Plugin {
  let base = '/';
  return {
    name: 'millenaire-feature-prefetch',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunks = Object.values(context.bundle ?? {}).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const files = featureChunkFiles(chunks, base);
        return [
          {
            tag: 'script',
            attrs: { id: FEATURE_CHUNKS_ELEMENT_ID, type: 'application/json' },
            children: JSON.stringify(files),
            injectTo: 'body',
          },
        ];
      },
    },
  };
}
