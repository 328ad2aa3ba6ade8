import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { DialectName } from '../db/connect.ts';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DIALECTS: DialectName[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export interface TestDatabase {
  dialect: DialectName;
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * The start of every Redis key of the site on this database (REDIS_KEY_PREFIX):
   * no count kept in Redis (an account's budget, an address's) carries from one
   * test site, or one run, to another; the processes of one site share it.
   * createTestDatabase always gives one.
   */
  redisKeyPrefix?: string;
  drop: () => Promise<void>;
}

function withSearchPath(url: string, schema: string): string {
  const u = new URL(url);
  u.searchParams.set('options', `-c search_path=${schema},public`);
  return u.toString();
}

/**
 * The trigram extension, once per database, in public (which every test's
 * search path ends with), as on a site's own database. Created by a test's
 * migrations inside its own schema, it would vanish with that schema, taking
 * the other tests' trigram indexes with it, and a test running meanwhile
 * could not find its operators at all.
 */
async function sharedExtensions(admin: pg.Client): Promise<void> {
  await admin.query('select pg_advisory_lock(20261125)');
  try {
    const { rows } = await admin.query<{ schema: string }>(
      `select extnamespace::regnamespace::text as schema from pg_extension where extname = 'pg_trgm'`,
    );
    if (rows.length === 0) await admin.query('create extension pg_trgm schema public');
    else if (rows[0]!.schema !== 'public') {
      await admin.query('alter extension pg_trgm set schema public');
    }
  } finally {
    await admin.query('select pg_advisory_unlock(20261125)');
  }
}

/**
 * The PostgreSQL database this test worker's schemas live in: one per worker
 * of the test runner, made on first use. A worker runs one test file at a
 * time, so no schema of its database is dropped while another test reads the
 * catalogue (Kysely's introspection, which migrations use, looks up every
 * schema's tables by name and fails on one dropped under it).
 */
let workerDatabase: Promise<string> | undefined;
function workerDatabaseUrl(baseUrl: string): Promise<string> {
  const worker = process.env.VITEST_POOL_ID;
  if (!worker) return Promise.resolve(baseUrl);
  workerDatabase ??= (async () => {
    const url = new URL(baseUrl);
    const name = `${url.pathname.slice(1) || 'postgres'}_worker_${Number(worker)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [
        name,
      ]);
      if (!rowCount) {
        await admin.query(`create database ${name}`).catch((err: { code?: string }) => {
          // Made meanwhile by a process of an earlier run with the same worker number.
          if (err.code !== '42P04') throw err;
        });
      }
    } finally {
      await admin.end();
    }
    url.pathname = `/${name}`;
    return url.toString();
  })();
  return workerDatabase;
}

/**
 * An empty database of its own for one test file: a fresh DATA_DIR (with its
 * SQLite file) and, on PostgreSQL, a schema of its own in the worker's
 * database, dropped afterwards.
 */
export async function createTestDatabase(dialect: DialectName): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  const redisKeyPrefix = `test-${randomBytes(8).toString('hex')}:`;
  if (dialect === 'sqlite') {
    return {
      dialect,
      dataDir,
      databaseUrl: undefined,
      redisKeyPrefix,
      drop: async () => removeDir(),
    };
  }
  if (!process.env.TEST_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const baseUrl = await workerDatabaseUrl(process.env.TEST_DATABASE_URL);
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await sharedExtensions(admin);
  await admin.query(`create schema ${schema}`);
  await admin.end();
  return {
    dialect,
    dataDir,
    databaseUrl: withSearchPath(baseUrl, schema),
    redisKeyPrefix,
    drop: async () => {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
      removeDir();
    },
  };
}
