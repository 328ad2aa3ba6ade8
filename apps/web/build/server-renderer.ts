import path from 'node:path';
import { build, type Plugin } from 'vite';

/** Where the server renderer is built, inside the app's build (a dot folder the server never serves). */
export const SERVER_RENDERER_DIR = '.ssr';

/**
 * After the browser's build, builds the server renderer (src/entry-server.tsx)
 * into `<outDir>/.ssr/entry-server.js`, with every dependency bundled in, so a
 * build copied anywhere renders without the repository's node_modules.
 */
export function serverRenderer(): Plugin {
  let outDir = 'dist';
  let root = '.';
  let configFile: string | undefined;
  return {
    name: 'millenaire-server-renderer',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    async closeBundle() {
      await build({
        configFile,
        root,
        logLevel: 'warn',
        ssr: { noExternal: true, target: 'node' },
        // React and the libraries bundled in choose their production build by this
        // value, which a server build otherwise leaves to the running process's
        // environment (the development build renders several times slower).
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          ssr: 'src/entry-server.tsx',
          outDir: path.join(outDir, SERVER_RENDERER_DIR),
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          rollupOptions: { output: { entryFileNames: 'entry-server.js' } },
        },
      });
    },
  };
}
