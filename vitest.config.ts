import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] },
      },
      {
        test: { name: 'modfiles', root: 'packages/modfiles', include: ['src/**/*.test.ts'] },
      },
      { test: { name: 'tools', root: 'tools', include: ['*.test.js'], testTimeout: 30_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
