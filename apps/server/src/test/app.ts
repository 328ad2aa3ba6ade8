import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { DialectName } from '../db/connect.ts';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './databases.ts';

export interface TestContext {
  app: FastifyInstance;
  config: Config;
  dialect: DialectName;
}

export interface TestAppOptions {
  /** Extra environment variables, as the server would read them. */
  env?: Record<string, string>;
  /** Run the seeds (admin and demo content) as the server does at start. */
  seed?: boolean;
  /** With the demo encyclopedia's icons and villager pictures (left out unless asked: two seconds a start). */
  seedPictures?: boolean;
}

/** The signing secret every test app uses, so tests can sign tokens of their own. */
export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-000';

export function testConfig(database: TestDatabase, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl ?? '',
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    // A cheap proof of work keeps the tests fast; the site's default costs about a second.
    CAPTCHA_COST: '10',
    // A test's pages come from one address, far more of them than a visitor's
    // budget of renders: the budget's own tests set it.
    PAGE_RENDERS_PER_MINUTE: '1000000',
    REDIS_KEY_PREFIX: database.redisKeyPrefix ?? '',
    ...env,
  });
}

/**
 * Runs `body` once per test dialect, each time against a freshly migrated
 * database of its own. The context's fields are set before the tests run.
 */
export function describeWithApp(
  name: string,
  options: TestAppOptions,
  body: (ctx: TestContext) => void,
): void {
  describe.each(TEST_DIALECTS)(`${name} [%s]`, (dialect) => {
    const ctx = { dialect } as TestContext;
    let database: TestDatabase;
    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      ctx.config = testConfig(database, options.env);
      ctx.app = await buildApp(ctx.config, {
        seed: options.seed ?? false,
        seedPictures: options.seedPictures ?? false,
      });
      await ctx.app.ready();
    });
    afterAll(async () => {
      await ctx.app?.close();
      await database?.drop();
    });
    body(ctx);
  });
}

/**
 * Two processes of the site on one database and one Redis (TEST_REDIS_URL;
 * skipped without it): `t.app` is the first, `other()` the second, built on
 * the same configuration.
 */
export function describeWithTwoProcesses(
  name: string,
  options: TestAppOptions,
  body: (ctx: TestContext, other: () => FastifyInstance) => void,
): void {
  const redisUrl = process.env.TEST_REDIS_URL;
  describe.runIf(redisUrl)('two processes sharing Redis', () => {
    describeWithApp(
      name,
      { ...options, env: { ...options.env, REDIS_URL: redisUrl ?? '' } },
      (t) => {
        let other: FastifyInstance | undefined;
        beforeAll(async () => {
          other = await buildApp(t.config, { seed: false });
          await other.ready();
        });
        afterAll(async () => {
          await other?.close();
        });
        body(t, () => {
          if (!other) throw new Error('the second process is not started');
          return other;
        });
      },
    );
  });
}
