// Library list with 100,000 contents, on SQLite and on PostgreSQL: each sort,
// and a free-text search, asked for page 1 and page 500 (one page of 12 plus
// the total, as GET /api/library/contents/ answers it) through the library's
// own list queries (the page, its total and the labels, as the service asks them). Budget: p95 ≤ 10 ms for every case on both databases.
//   npm run bench:library -w bench
// PostgreSQL: BENCH_POSTGRES_URL (a server where a scratch database may be
// created and dropped), by default postgres://postgres@127.0.0.1:5432/postgres.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  LIBRARY_PAGE_SIZE,
  LIBRARY_SORTS,
  type LibraryListQuery,
} from '@millenaire/contracts/library';
import { connectDatabase, type DialectName } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedLibraryLabels } from '../apps/server/src/seed/library.ts';
import * as repo from '../apps/server/src/areas/library/contents/repository.ts';
import { sql } from 'kysely';
import pg from 'pg';

const CONTENTS = 100_000;
const BATCH = 1_000;
const RUNS = 40;
const WARM_UP = 5;
const BUDGET_MS = 10;
/** One content in this many has the searched word; 9 in 10 are confirmed. */
const SEARCH_EVERY = 10;
const SEARCHED = 'windmill';

const WORDS = ['harbour', 'farm', 'tower', 'market', 'chapel', 'bridge', 'forge', 'garden'];

function contentRow(i: number, start: number) {
  const word = i % SEARCH_EVERY === 0 ? SEARCHED : WORDS[i % WORDS.length];
  const at = new Date(start + i * 60_000).toISOString();
  return {
    title: `Bench ${word} ${i}`,
    description: `<p>A ${WORDS[(i * 7) % WORDS.length]} built for the benchmark, number ${i}, with a ${word} by the road and some more words to make it as long as a real description.</p>`,
    version: '8.1.2',
    category_id: (i % 7) + 1,
    culture_id: (i % 9) + 1,
    author_id: null,
    confirmed: i % 10 === 9 ? 0 : 1,
    nbview: (i * 7919) % 5000,
    nbdl: (i * 104729) % 2000,
    nbstars: (i * 31) % 100,
    nbcomments: 0,
    created_at: at,
    modified_at: at,
  };
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ??
  0;

interface Case {
  name: string;
  query: LibraryListQuery;
}

function cases(): Case[] {
  const base = { language: 'en', withunconfirmed: false, starred: false } as const;
  const list: Case[] = [];
  for (const sort of LIBRARY_SORTS) {
    for (const page of [1, 500])
      list.push({ name: `${sort} p${page}`, query: { ...base, sort, page } });
  }
  for (const page of [1, 500]) {
    list.push({ name: `q=${SEARCHED} p${page}`, query: { ...base, q: SEARCHED, page } });
  }
  list.push({
    name: `q=${SEARCHED}+category p1`,
    query: { ...base, q: SEARCHED, category: 1, sort: 'downloads', page: 1 },
  });
  return list;
}

async function run(dialect: DialectName, databaseUrl: string | undefined): Promise<boolean> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-bench-library-'));
  const { db } = connectDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(db);
    await seedLibraryLabels(db);
    const started = performance.now();
    const start = Date.parse('2015-01-01T00:00:00Z');
    for (let from = 0; from < CONTENTS; from += BATCH) {
      const rows = Array.from({ length: BATCH }, (_, k) => contentRow(from + k, start));
      await db.insertInto('library_contents').values(rows).execute();
    }
    console.log(
      `${dialect}: ${CONTENTS} contents inserted in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    await (dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);

    // What GET /api/library/contents/ asks of the database for a visitor.
    const listPage = async (query: LibraryListQuery) => {
      const filter: repo.ContentFilter = {
        viewerId: null,
        all: false,
        mine: false,
        starred: false,
        category: query.category,
        culture: query.culture,
        q: query.q || undefined,
      };
      const page = query.page ?? 1;
      const [, , contents, total] = await Promise.all([
        repo.listLabels(db, 'library_categories', query.language),
        repo.listLabels(db, 'library_cultures', query.language),
        repo.listContents(db, filter, query.language, query.sort ?? 'recent', {
          offset: (page - 1) * LIBRARY_PAGE_SIZE,
          limit: LIBRARY_PAGE_SIZE,
        }),
        repo.countContents(db, filter),
      ]);
      return { contents, total };
    };
    let ok = true;
    for (const { name, query } of cases()) {
      const times: number[] = [];
      let total = 0;
      for (let i = 0; i < WARM_UP + RUNS; i += 1) {
        const asked = performance.now();
        const answer = await listPage(query);
        if (i >= WARM_UP) times.push(performance.now() - asked);
        total = answer.total ?? 0;
        if (answer.contents.length !== 12)
          throw new Error(`${name}: ${answer.contents.length} rows`);
      }
      const p95 = percentile(times, 0.95);
      const pass = p95 <= BUDGET_MS;
      ok &&= pass;
      console.log(
        `${dialect.padEnd(8)} ${name.padEnd(28)} p50 ${percentile(times, 0.5).toFixed(2).padStart(6)} ms  p95 ${p95.toFixed(2).padStart(6)} ms  total ${total}  ${pass ? 'ok' : 'OVER BUDGET'}`,
      );
    }
    return ok;
  } finally {
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withScratchPostgres<T>(use: (url: string) => Promise<T>): Promise<T> {
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

const sqliteOk = await run('sqlite', undefined);
const postgresOk = await withScratchPostgres((url) => run('postgres', url));
console.log(sqliteOk && postgresOk ? 'library list: within budget' : 'library list: OVER BUDGET');
process.exitCode = sqliteOk && postgresOk ? 0 : 1;
