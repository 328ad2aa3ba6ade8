// `npm run storage -- copy --to-bucket`: copies every stored file from
// DATA_DIR's folders to the bucket of the S3_* settings, checking each copy
// (docs/operations.md#moving-the-files-to-a-bucket). Can be run again: what
// the bucket already holds, the same, is skipped.
import { fileURLToPath } from 'node:url';
import { loadConfig } from './config.ts';
import { copyStorage } from './platform/storage/copy.ts';
import { DEFAULT_LIMITS } from './platform/storage/storage.ts';
import { openStorage } from './platform/storage/open.ts';

const args = process.argv.slice(2);
if (args.join(' ') !== 'copy --to-bucket') {
  console.error('usage: npm run storage -- copy --to-bucket');
  process.exit(2);
}
// The settings are read from the server's folder, as `npm start` does.
process.chdir(fileURLToPath(new URL('..', import.meta.url)));
const config = loadConfig();
if (!config.bucket) {
  console.error('S3_BUCKET is not set: name the bucket to copy to (and its S3_* settings)');
  process.exit(2);
}
const from = await openStorage({ dataDir: config.dataDir, bucket: undefined }, DEFAULT_LIMITS);
const to = await openStorage(config, DEFAULT_LIMITS);
try {
  await to.prepare();
  const started = performance.now();
  const summary = await copyStorage(from, to, {
    log: (line) => process.stdout.write(`${line}\n`),
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `${summary.files} files in ${config.dataDir}: ${summary.copied} copied (${summary.bytes} bytes), ` +
      `${summary.skipped} already in the bucket, ${summary.mismatched.length} differing, in ${seconds} s\n`,
  );
  if (summary.mismatched.length > 0) {
    console.error(`copies that differ from DATA_DIR: ${summary.mismatched.join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await from.close();
  await to.close();
}
