// Library list with 100,000 contents, on SQLite and on PostgreSQL: each sort,
// and a free-text search, asked for page 1 and page 500 (one page of 12 plus
// the total and the labels, as GET /api/library/contents/ answers it) through
// the library's own service. Budget: p95 ≤ 10 ms for every sort, for paging
// through a search (its matches are kept a minute, as the site does) and for
// the first ask of a search within a category (the kept matches forgotten
// before each ask). The first ask of a search over the whole library reads
// all of its matches for the total: with a word found in one content in ten,
// 10,000 of them; FIRST_SEARCH_BUDGET_MS guards it. The contents are by
// 50,000 members, whose logins every search also looks at.
//   npm run bench:library -w bench
// PostgreSQL: BENCH_POSTGRES_URL (a server where a scratch database may be
// created and dropped), by default postgres://postgres@127.0.0.1:5432/postgres.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  LIBRARY_SORTS,
  librarySearchText,
  type LibraryListQuery,
} from '@millenaire/contracts/library';
import { connectDatabase, type DialectName } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { SITE_MIGRATIONS } from '../apps/server/src/areas.ts';
import { seedLibraryLabels } from '../apps/server/src/areas/library/seed/index.ts';
import { listContents } from '../apps/server/src/areas/library/contents/service.ts';
import type { LibraryDeps } from '../apps/server/src/areas/library/deps.ts';
import { Cache } from '../apps/server/src/platform/cache/cache.ts';
import { UNANNOUNCED } from '../apps/server/src/platform/cache/writes.ts';
// The server's Fastify declarations, which the library's files are typed against.
import type {} from '../apps/server/src/app.ts';
import { systemClock } from '../apps/server/src/platform/clock.ts';
import { createDiskStorage } from '../apps/server/src/platform/storage/disk.ts';
import { DEFAULT_LIMITS } from '../apps/server/src/platform/storage/storage.ts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../apps/server/src/db/database.ts';
import pg from 'pg';

const CONTENTS = 100_000;
const BATCH = 1_000;
const RUNS = 200;
const WARM_UP = 5;
const BUDGET_MS = 10;
/** The first ask of a search matching 10,000 contents (one in ten). */
const FIRST_SEARCH_BUDGET_MS = 25;
/** One content in this many has the searched word; 9 in 10 are confirmed. */
const SEARCH_EVERY = 10;
const SEARCHED = 'windmill';

/** One content in a hundred has this word in its title (bench/public-gets.ts searches it). */
export const RARE_WORD = 'lighthouse';

const WORDS = ['harbour', 'farm', 'tower', 'market', 'chapel', 'bridge', 'forge', 'garden'];
/** Members, each the author of some contents: a search also looks at their logins. */
const MEMBERS = 50_000;

function contentRow(i: number, start: number) {
  const word = i % SEARCH_EVERY === 0 ? SEARCHED : WORDS[i % WORDS.length];
  const at = new Date(start + i * 60_000).toISOString();
  const title = i % 100 === 1 ? `Bench ${RARE_WORD} ${word} ${i}` : `Bench ${word} ${i}`;
  const description = `<p>A ${WORDS[(i * 7) % WORDS.length]} built for the benchmark, number ${i}, with a ${word} by the road and some more words to make it as long as a real description.</p>`;
  return {
    title,
    description,
    search_text: librarySearchText(title, description),
    version: '8.1.2',
    category_id: (i % 7) + 1,
    culture_id: (i % 9) + 1,
    author_id: (i % MEMBERS) + 1,
    confirmed: i % 10 === 9 ? 0 : 1,
    nbview: (i * 7919) % 5000,
    nbdl: (i * 104729) % 2000,
    nbstars: (i * 31) % 100,
    nbcomments: 0,
    created_at: at,
    modified_at: at,
  };
}

/**
 * 50,000 members and 100,000 contents by them, inserted in batches straight
 * into a migrated database whose library labels are seeded.
 */
export async function seedLibraryContents(db: Kysely<Database>): Promise<void> {
  const start = Date.parse('2015-01-01T00:00:00Z');
  for (let from = 0; from < MEMBERS; from += BATCH) {
    const members = Array.from({ length: BATCH }, (_, k) => ({
      login: `Builder_${from + k}`,
      login_key: `builder_${from + k}`,
      email: null,
      password_hash: 'not a real hash',
      accountlevel: 'confirmed' as const,
      created_at: new Date(start).toISOString(),
    }));
    await db.insertInto('users').values(members).execute();
  }
  for (let from = 0; from < CONTENTS; from += BATCH) {
    const rows = Array.from({ length: BATCH }, (_, k) => contentRow(from + k, start));
    await db.insertInto('library_contents').values(rows).execute();
  }
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

interface Case {
  name: string;
  query: LibraryListQuery;
  /** Forget the kept search matches before each ask. */
  first?: boolean;
  budget: number;
}

function cases(): Case[] {
  const base = { language: 'en', withunconfirmed: false, starred: false } as const;
  const list: Case[] = [];
  for (const sort of LIBRARY_SORTS) {
    for (const page of [1, 500])
      list.push({ name: `${sort} p${page}`, query: { ...base, sort, page }, budget: BUDGET_MS });
  }
  for (const first of [false, true]) {
    const mark = first ? ' first' : '';
    for (const page of [1, 500]) {
      list.push({
        name: `q=${SEARCHED} p${page}${mark}`,
        query: { ...base, q: SEARCHED, page },
        first,
        budget: first ? FIRST_SEARCH_BUDGET_MS : BUDGET_MS,
      });
    }
    for (const page of [1, 100]) {
      list.push({
        name: `q=${SEARCHED}+category p${page}${mark}`,
        query: { ...base, q: SEARCHED, category: 1, sort: 'downloads', page },
        first,
        budget: BUDGET_MS,
      });
    }
  }
  return list;
}

async function run(dialect: DialectName, databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-bench-library-'));
  const { db } = connectDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(db, SITE_MIGRATIONS);
    await seedLibraryLabels(db);
    const started = performance.now();
    await seedLibraryContents(db);
    console.log(
      `${dialect}: ${MEMBERS} members and ${CONTENTS} contents inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await (dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);

    // What GET /api/library/contents/ does for a visitor.
    const deps: LibraryDeps = {
      db,
      clock: systemClock,
      storage: createDiskStorage(dataDir, DEFAULT_LIMITS),
      changes: UNANNOUNCED,
      maxUploadBytes: 100 * 1024 * 1024,
      searches: new Cache({ maxEntries: 500, maxAgeMs: 60_000 }),
    };
    const listPage = (query: LibraryListQuery) => listContents(deps, null, query);
    let ok = true;
    for (const { name, query, first, budget } of cases()) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < WARM_UP + RUNS; i += 1) {
        if (first) deps.searches.clear();
        const asked = performance.now();
        const answer = await listPage(query);
        if (i >= WARM_UP) times.push(performance.now() - asked);
        total = answer.total ?? 0;
        if (answer.contents.length !== 12)
          throw new Error(`${name}: ${answer.contents.length} rows`);
      }
      const p95 = percentile(times, 0.95);
      const pass = p95 <= budget;
      ok &&= pass;
      console.log(
        `${dialect.padEnd(8)} ${name.padEnd(32)} p50 ${percentile(times, 0.5).toFixed(2).padStart(6)} ms  p95 ${p95.toFixed(2).padStart(6)} ms  total ${total}  ${pass ? 'ok' : 'OVER BUDGET'} (${budget} ms)`,
      );
    }
    return ok;
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A scratch database on the PostgreSQL server of BENCH_POSTGRES_URL, dropped after `use`. */
export async function withScratchPostgres<T>(use: (url: string) => Promise<T>): Promise<T> {
  const serverUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `millenaire_bench_library_${process.pid}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const sqliteOk = await run('sqlite', undefined);
  const postgresOk = await withScratchPostgres((url) => run('postgres', url));
  console.log(sqliteOk && postgresOk ? 'library list: within budget' : 'library list: OVER BUDGET');
  process.exitCode = sqliteOk && postgresOk ? 0 : 1;
}
