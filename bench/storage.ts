// Downloads from a bucket (npm run bench:storage -w bench): two site
// instances, each with a DATA_DIR of its own, sharing one PostgreSQL database
// and one bucket (s3rver, a local S3-protocol server, in a process of its
// own), against one instance serving the same archive from its DATA_DIR. The
// operator's download route (/downloads/<file>: the file's size looked up,
// the download counted in the database, the archive sent) is loaded with 50
// connections in alternating rounds:
//   disk        one instance, 50 connections, the archive streamed from DATA_DIR;
//   streamed    the two bucket instances, 25 connections each, streamed through the site;
//   redirected  the same with S3_REDIRECT_DOWNLOADS: 302s to a signed address;
//   bucket      the signed address itself, 50 connections: what the bucket serves.
// Answers per second and MB/s of each, and the ratios against disk in one run.
// The sites log at info to site.log in their DATA_DIR; BENCH_DATABASE_URL
// (default postgres://postgres@127.0.0.1:5432/postgres) is where a database of
// the run's own is made and dropped.
import { type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { openStorage } from '../apps/server/src/platform/storage/open.ts';
import { DEFAULT_LIMITS } from '../apps/server/src/platform/storage/storage.ts';
import {
  ADMIN_PASSWORD,
  freePort,
  median,
  pinForLoad,
  root,
  start,
  startSite,
  waitFor,
} from './site.ts';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const ROUNDS = 3;
const CONNECTIONS = 50;
const ARCHIVE_BYTES = Number(process.env.BENCH_ARCHIVE_KB ?? 1024) * 1024;
const FILE = 'millenaire-bench.zip';
const BUCKET = 'millenaire-bench';
const MB = 1024 * 1024;
const baseUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

interface Load {
  rps: number;
  mbps: number;
}

/** Several URLs loaded at once, the connections shared out; every answer must be `status`. */
async function load(urls: string[], status: 200 | 302, duration = DURATION_S): Promise<Load> {
  const results = await Promise.all(
    urls.map((url) => autocannon({ url, connections: CONNECTIONS / urls.length, duration })),
  );
  for (const [i, r] of results.entries()) {
    const other = status === 200 ? r['3xx'] : r['2xx'];
    if (r.errors > 0 || r.timeouts > 0 || other + r['4xx'] + r['5xx'] > 0) {
      throw new Error(
        `${urls[i]}: ${r.errors} errors, ${r['2xx']} 2xx, ${r['3xx']} 3xx, ${r['4xx']} 4xx, ${r['5xx']} 5xx`,
      );
    }
  }
  return {
    rps: results.reduce((sum, r) => sum + r.requests.average, 0),
    mbps: results.reduce((sum, r) => sum + r.throughput.average, 0) / MB,
  };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function main(): Promise<void> {
  console.log(pinForLoad());
  const work = mkdtempSync(path.join(tmpdir(), 'millenaire-bench-storage-'));
  const children: ChildProcess[] = [];
  const database = `bench_storage_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = Object.assign(new URL(baseUrl), { pathname: `/${database}` }).toString();
  try {
    // The bucket.
    const s3Port = await freePort();
    const s3Dir = path.join(work, 's3');
    mkdirSync(s3Dir);
    children.push(
      start(
        [
          path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
          '-d',
          s3Dir,
          '-a',
          '127.0.0.1',
          '-p',
          String(s3Port),
          '--silent',
          '--configure-bucket',
          BUCKET,
        ],
        {},
        path.join(work, 's3rver.log'),
        [],
      ),
    );
    const bucketEnv = {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    };
    await new Promise((r) => setTimeout(r, 1500));
    const archive = randomBytes(ARCHIVE_BYTES);
    const bucketStorage = await openStorage(
      {
        dataDir: path.join(work, 'loader'),
        bucket: {
          name: BUCKET,
          endpoint: bucketEnv.S3_ENDPOINT,
          region: 'us-east-1',
          accessKeyId: 'S3RVER',
          secretAccessKey: 'S3RVER',
          forcePathStyle: true,
          redirectDownloads: false,
        },
      },
      DEFAULT_LIMITS,
    );
    await bucketStorage.put('downloads', FILE, archive);
    const signed = await bucketStorage.signedUrl('downloads', FILE, {
      disposition: `attachment; filename="${FILE}"`,
      contentType: 'application/octet-stream',
    });
    await bucketStorage.close();

    const common = { DATABASE_URL: databaseUrl, SEED_DEMO: 'false' };
    const site = async (name: string, env: Record<string, string>) => {
      const dataDir = path.join(work, name);
      mkdirSync(path.join(dataDir, 'downloads'), { recursive: true });
      if (!env.S3_BUCKET) writeFileSync(path.join(dataDir, 'downloads', FILE), archive);
      const port = await freePort();
      const child = startSite(port, dataDir, ADMIN_PASSWORD, { ...common, ...env });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`${url}/healthz`);
      return { child, url: `${url}/downloads/${FILE}` };
    };
    // One after the other: the first runs the migrations.
    const disk = await site('disk', {});
    const a = await site('a', bucketEnv);
    const b = await site('b', bucketEnv);
    const redirect = { ...bucketEnv, S3_REDIRECT_DOWNLOADS: 'true' };
    const ra = await site('a-redirect', redirect);
    const rb = await site('b-redirect', redirect);

    const targets: { name: string; urls: string[]; status: 200 | 302 }[] = [
      { name: 'disk', urls: [disk.url], status: 200 },
      { name: 'streamed', urls: [a.url, b.url], status: 200 },
      { name: 'redirected', urls: [ra.url, rb.url], status: 302 },
      { name: 'bucket', urls: [signed!], status: 200 },
    ];
    for (const t of targets) await load(t.urls, t.status, 2);
    const runs = targets.map(() => [] as Load[]);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, t] of targets.entries()) runs[i]!.push(await load(t.urls, t.status));
    }
    const results = targets.map((t, i) => ({
      name: t.name,
      rps: median(runs[i]!.map((r) => r.rps)),
      mbps: median(runs[i]!.map((r) => r.mbps)),
    }));
    const base = results[0]!.rps;
    console.log(
      `\n/downloads/<file> of ${(ARCHIVE_BYTES / MB).toFixed(2)} MiB, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_S} s (medians)`,
    );
    for (const r of results) {
      console.log(
        `${r.name.padEnd(11)} ${r.rps.toFixed(0).padStart(6)} answers/s ${r.mbps.toFixed(0).padStart(6)} MB/s   ratio to disk ${(r.rps / base).toFixed(2)}`,
      );
    }
    console.log(`logs: ${work}/<instance>/site.log`);
  } finally {
    for (const child of children.reverse()) await stop(child);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
    if (!process.env.BENCH_KEEP) rmSync(work, { recursive: true, force: true });
  }
}

await main();
