import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compileHints } from './build/compile-hints';
import { directImportsPlugin } from './build/direct-imports';
import { firstPageChunks } from './build/first-page-chunks';
import { firstPageCheck } from './build/first-page';
import { firstScreen } from './build/first-screen';
import { mantineStylesCheck } from './build/mantine-styles';
import { pageScriptsCheck } from './build/page-scripts';
import { precompress } from './build/precompress';
import { schemaFree } from './build/schema-free';
import { serverRenderer } from './build/server-renderer';
import { stableIds } from './build/stable-ids';
import { themeCss } from './build/theme-css';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { fileURLToPath } from 'node:url';

/**
 * The test files that replace one of the app's modules (vi.mock): a module
 * another file has already loaded would stay the real one, so these load
 * their own (the root vitest.config.ts runs them as the project "web-own").
 */
export const OWN_MODULES = [
  'src/features/account/pages/CreateAccountPage.test.tsx',
  'src/features/account/pages/SessionPages.test.tsx',
];

const firstPage = firstPageChunks(fileURLToPath(new URL('.', import.meta.url)));

export default defineConfig({
  plugins: [
    react(),
    directImportsPlugin(),
    firstPage.plugin,
    themeCss(),
    schemaFree(),
    stableIds(),
    firstPageCheck(),
    pageScriptsCheck(),
    compileHints(),
    mantineStylesCheck(),
    firstScreen(),
    precompress(),
    serverRenderer(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  css: {
    postcss: {
      plugins: [
        postcssPresetMantine(),
        postcssSimpleVars({
          variables: {
            'mantine-breakpoint-xs': '36em',
            'mantine-breakpoint-sm': '48em',
            'mantine-breakpoint-md': '62em',
            'mantine-breakpoint-lg': '75em',
            'mantine-breakpoint-xl': '88em',
          },
        }),
      ],
    },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:8080' } },
  // The password-strength chunk (word lists, about 580 kB gzip) loads only on the
  // pages that set a password; every other chunk stays far below this.
  // One stylesheet for every page, in the head: a page the server rendered
  // shows with all its styles at once (its feature's own, a few kB, would
  // otherwise arrive with its script and move the page after it showed).
  // The first page's modules in one chunk per stage of src/start.ts, and the
  // public pages' in one chunk per set of those pages that needs them
  // (build/first-page-chunks.ts).
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    cssCodeSplit: false,
    rolldownOptions: { output: { codeSplitting: { groups: firstPage.groups } } },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...OWN_MODULES],
    setupFiles: ['./src/test/setup.ts'],
    // A component test takes up to about three seconds in jsdom on an idle
    // machine; the limit means "hung", with room for a machine that is busy.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A worker loads the app's modules once for all its files (a quarter of
    // the time of loading them per file): the setup's afterEach leaves them as
    // the next test expects (src/test/setup.ts).
    isolate: false,
  },
});
