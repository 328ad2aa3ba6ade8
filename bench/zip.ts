// Zip streaming benchmark: a 1 GiB archive (64 entries of 16 MiB generated on
// the fly) sent by sendZip through a real HTTP server on 127.0.0.1 to a client
// process that discards the bytes. The server's resident memory is sampled
// every 100 ms. Budget: it grows by at most 150 MB, i.e. the archive is never
// held in memory, whatever its size.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { sendZip, type ZipEntry } from '../apps/server/src/platform/storage/zip.ts';

const BUDGET_MB = 150;
const ENTRIES = Number(process.env.BENCH_ZIP_ENTRIES ?? 64);
const ENTRY_BYTES = 16 * 1024 * 1024;
const CHUNK = 64 * 1024;
/** 0 stores (the site's archives hold files already compressed); 1-9 deflate. */
const LEVEL = Number(process.env.BENCH_ZIP_LEVEL ?? 0);
const MB = 1024 * 1024;

/** Incompressible bytes without the cost of generating 1 GiB of randomness. */
const pool = randomBytes(4 * MB);

function entryBody(seed: number): Readable {
  let sent = 0;
  return new Readable({
    highWaterMark: CHUNK,
    read() {
      if (sent >= ENTRY_BYTES) return void this.push(null);
      const offset = (seed * 7919 + sent) % (pool.length - CHUNK);
      sent += CHUNK;
      this.push(pool.subarray(offset, offset + CHUNK));
    },
  });
}

function* entries(): Generator<ZipEntry> {
  for (let i = 0; i < ENTRIES; i++) yield { name: `world/region-${i}.bin`, body: entryBody(i) };
}

/** The client: downloads, counts, checks the archive's end record, prints the count. */
async function client(url: string): Promise<void> {
  const { bytes, tail } = await new Promise<{ bytes: number; tail: Buffer }>((resolve, reject) => {
    request(url, (res) => {
      let bytes = 0;
      let tail = Buffer.alloc(0);
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        tail = Buffer.concat([tail, chunk]).subarray(-1024);
      });
      res.on('end', () => resolve({ bytes, tail }));
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
  const complete = tail.includes(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  process.stdout.write(JSON.stringify({ bytes, complete }));
}

function download(url: string): Promise<{ bytes: number; complete: boolean }> {
  const self = fileURLToPath(import.meta.url);
  const child = spawn(process.execPath, ['--import', 'tsx', self, 'client', url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`client exited with ${code}`)),
    ),
  );
}

async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/world.zip', (_request, reply) =>
    sendZip(reply, 'world.zip', entries(), { level: LEVEL }),
  );
  app.get('/warm.zip', (_request, reply) =>
    sendZip(reply, 'warm.zip', [{ name: 'a.txt', body: 'warm' }]),
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  await download(`${address}/warm.zip`);
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 100);

  const started = performance.now();
  const result = await download(`${address}/world.zip`);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await app.close();

  const growthMb = (peak - baseline) / MB;
  const expected = ENTRIES * ENTRY_BYTES;
  const ok = growthMb <= BUDGET_MB && result.complete && result.bytes >= expected;
  console.log(`\nzip of ${ENTRIES} entries x 16 MiB, level ${LEVEL}`);
  console.log(`bytes sent        ${result.bytes} (${(result.bytes / MB).toFixed(0)} MiB)`);
  console.log(`archive complete  ${result.complete ? 'yes' : 'NO'}`);
  console.log(`time              ${seconds.toFixed(1)} s`);
  console.log(`throughput        ${(result.bytes / MB / seconds).toFixed(0)} MB/s`);
  console.log(`RSS baseline      ${(baseline / MB).toFixed(0)} MB`);
  console.log(`RSS peak growth   ${growthMb.toFixed(1)} MB (budget <= ${BUDGET_MB} MB)`);
  console.log(ok ? 'PASS' : 'FAIL');
  process.exitCode = ok ? 0 : 1;
}

if (process.argv[2] === 'client') await client(process.argv[3] ?? '');
else await main();
