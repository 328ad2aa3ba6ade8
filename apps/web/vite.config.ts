import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { firstPageCheck } from './build/first-page';
import { precompress } from './build/precompress';
import { serverRenderer } from './build/server-renderer';
import postcssPresetMantine from 'postcss-preset-mantine';
import postcssSimpleVars from 'postcss-simple-vars';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react(), firstPageCheck(), precompress(), serverRenderer()],
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
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 1200 },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
  },
});
