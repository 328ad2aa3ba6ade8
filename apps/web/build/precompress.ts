import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

/** The brotli copy of a file as the server sends it (quality 11, once at build time). */
export function brotli(content: Buffer | string): Buffer {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
}

function files(dir: string): string[] {
  // Dot folders (the server renderer) are never served.
  return readdirSync(dir).flatMap((name) => {
    if (name.startsWith('.')) return [];
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

/**
 * Writes .br and .gz beside every text asset of the build, at the highest
 * settings, once: the server sends them as they are instead of compressing
 * each answer again.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'millenaire-precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(`${file}.br`, brotli(content));
      }
    },
  };
}
