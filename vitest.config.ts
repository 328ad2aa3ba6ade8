import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Test files wait on databases, Redis and child processes much of the time,
 * so a worker more than the cores keeps them busy: on two cores three
 * workers take half the time of the default one.
 */
const WORKERS = availableParallelism() + 1;

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
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
          // Each file builds its own app on its own database: the server's
          // modules hold no test's state, so a worker loads them once for
          // all its files (a third less time than loading them per file).
          isolate: false,
        },
      },
      'apps/web/vite.config.ts',
    ],
  },
});
