import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { ADMIN_PASSWORD, CHROMIUM, testServer } from './server.ts';

const { port, dataDir } = testServer();
const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Limits that mean "hung", not "slow": a scenario that takes 30 s here may
  // take four times as long on a shared CI machine (a report's whole round,
  // member and administrator in two languages, took 63 s there).
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: '../test-results/e2e.json' }]],
  projects: [
    { name: 'site', testIgnore: /stored-xss\.spec\.ts/, teardown: 'hostile text' },
    // Saves hostile text into every field the pages show (releases, hall of
    // fame, library, encyclopedia): run after the others, whose pages would
    // otherwise show it, and even when one of them failed.
    { name: 'hostile text', testMatch: /stored-xss\.spec\.ts/ },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    // Recording a trace costs every test a good share of its time; the retry of
    // a failed test has one, which is when it is read.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node --import tsx apps/server/src/server.ts',
    cwd: root,
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: ADMIN_PASSWORD,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The same captcha, a fifth of the work: the suite creates many accounts
      // on a busy machine, and what it tests is the flow, not the cost.
      CAPTCHA_COST: '3000',
      // Every browser of the suite is one address, loading pages far faster
      // than a visitor; the render budget has its own tests.
      PAGE_RENDERS_PER_MINUTE: '1000000',
      // The suite creates more accounts than one address may in an hour: each
      // is sent from an address of its own (tests/helpers/accounts.ts).
      TRUST_PROXY: 'true',
    },
  },
});
