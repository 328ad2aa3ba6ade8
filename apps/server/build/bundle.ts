// `npm run build -w apps/server`: compiles the server once into apps/server/dist,
// so production runs it with plain `node`, without compiling TypeScript at start.
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';

/** apps/server: the sources are in src/, the compiled server in dist/. */
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_DIST = path.join(SERVER_ROOT, 'dist');

/**
 * The compiled files, each named after its source. The CPU pool's threads load
 * `cpu-worker.js` by path, beside the server's file (platform/cpu/pool.ts).
 */
export const SERVER_ENTRIES = {
  server: 'src/server.ts',
  import: 'src/import.ts',
  'cpu-worker': 'src/platform/cpu/worker.ts',
} as const;

/** Where the workspace's own packages are named: compiled into the bundle. */
const WORKSPACE_SCOPE = '@millenaire/';

/**
 * Every installed package stays an import, loaded from node_modules at run
 * time (native modules such as better-sqlite3, sharp and @node-rs/argon2
 * cannot be bundled); the workspace's packages are TypeScript sources, so they
 * are compiled in.
 */
const installedPackagesExternal: Plugin = {
  name: 'installed-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith(WORKSPACE_SCOPE) ? undefined : { path: args.path, external: true },
    );
  },
};

/** The package a bare import names: `sharp`, `@fastify/static`, `node:fs`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Whether Node.js finds the package from this folder (node_modules here or above). */
function installedFrom(folder: string, name: string): boolean {
  for (let dir = folder; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', name, 'package.json'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/**
 * Compiles the server's entries into `outDir` (emptied first). The folder must
 * sit beside src/: the compiled code finds the web app's build and the
 * server's folder from its own place (config.ts, import.ts), as the sources
 * do. Fails when an imported package would not be found at run time.
 */
export async function bundleServer(outDir: string = SERVER_DIST): Promise<void> {
  if (path.dirname(path.resolve(outDir)) !== path.resolve(SERVER_ROOT)) {
    throw new Error(`the compiled server must sit in a folder of ${SERVER_ROOT}, not ${outDir}`);
  }
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  // Loaded only to build: `npm start` reads SERVER_ENTRIES where only runtime packages are installed.
  const { build, stop } = await import('esbuild');
  // esbuild's helper process would otherwise live as long as the caller (a test worker).
  const result = await build({
    absWorkingDir: SERVER_ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22.13',
    sourcemap: true,
    // Plugin and class names stay as written: Fastify names plugins after their function.
    keepNames: true,
    plugins: [installedPackagesExternal],
    metafile: true,
    logLevel: 'warning',
  }).finally(() => stop());
  const missing = new Set<string>();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const { path: specifier, external } of output.imports) {
      const name = packageOf(specifier);
      if (!external || specifier.startsWith('node:') || builtinModules.includes(name)) continue;
      if (!installedFrom(outDir, name)) missing.add(name);
    }
  }
  if (missing.size > 0) {
    throw new Error(`not installed where the compiled server runs: ${[...missing].join(', ')}`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await bundleServer();
  console.warn(
    `server compiled into ${SERVER_DIST} in ${Math.round(performance.now() - started)} ms`,
  );
}
