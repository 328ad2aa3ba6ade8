import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database.ts';

export type DialectName = 'sqlite' | 'postgres';

/** How busy the PostgreSQL connection pool is (pg.Pool's own counts). */
export interface PoolCounts {
  readonly totalCount: number;
  readonly idleCount: number;
  /** Queries waiting for a connection. */
  readonly waitingCount: number;
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** The PostgreSQL pool; SQLite has none. */
  pool?: PoolCounts;
}

// PostgreSQL's bigint (count(*), sums) arrives as a string by default; the
// site's counts stay far below 2^53, so they become plain numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** The SQLite database file of a data folder. */
export const sqliteFile = (dataDir: string): string => path.join(dataDir, 'site.db');

/** Opens PostgreSQL when a URL is given, otherwise the SQLite file DATA_DIR/site.db. */
export function connectDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string;
}): DatabaseHandle {
  if (options.databaseUrl) {
    // Connections stay open while idle (two always, the others five minutes):
    // a new one is a new server process, whose first queries also load its
    // catalog caches, tens of milliseconds on a busy machine. With pg's
    // 10 s default, the burst of queries when the cached answers expire (10 s
    // too) found its connections just closed and opened them all again.
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      min: 2,
      idleTimeoutMillis: 5 * 60_000,
    });
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      pool,
    };
  }
  const file = new SQLite(sqliteFile(options.dataDir));
  file.pragma('journal_mode = WAL');
  file.pragma('foreign_keys = ON');
  file.pragma('busy_timeout = 5000');
  file.pragma('synchronous = NORMAL');
  // 16 MiB of pages kept in memory (the default is 2 MiB): the hot pages of a
  // search or a list stay here; the rest of the file is in the system's page
  // cache, one read away. 64 MiB (until 2026-11-27) took the site's process
  // past its 300 MB at 100,000 contents, for no gain the benchmarks could see:
  // what pages ask again comes from the cached answers.
  file.pragma('cache_size = -16384');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database: file }) }),
    dialect: 'sqlite',
  };
}
