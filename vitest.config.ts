import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import web, { OWN_MODULES } from './apps/web/vite.config.ts';

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
      { test: { name: 'tools', root: 'tools', include: ['*.test.js'], testTimeout: 120_000 } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Limits that mean "hung", not "slow": an API test takes well under
          // a second on an idle machine, a seeded app's start about five; a
          // machine whose every core is busy makes both several times longer.
          // Tests that start processes set their own (test/processes.ts).
          testTimeout: 120_000,
          hookTimeout: 180_000,
          setupFiles: ['src/test/setup.ts'],
          globalSetup: ['src/test/leftovers.ts'],
          // Each file builds its own app on its own database: the server's
          // modules hold no test's state, so a worker loads them once for
          // all its files (a third less time than loading them per file).
          isolate: false,
        },
      },
      'apps/web/vite.config.ts',
      {
        ...web,
        root: 'apps/web',
        test: { ...web.test, name: 'web-own', include: OWN_MODULES, exclude: [], isolate: true },
      },
    ],
  },
});
