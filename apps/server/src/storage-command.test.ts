import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestBucket, type TestBucket } from './test/bucket.ts';
import { PROCESS_TEST_MS, startProcess } from './test/processes.ts';
import { DEFAULT_LIMITS, readStored } from './platform/storage/storage.ts';
import { openStorage } from './platform/storage/open.ts';

// `npm run storage -- copy --to-bucket` as an operator runs it: its own
// process, the settings from the environment, a local S3-protocol server.

const COMMAND = [
  '--import',
  'tsx',
  path.join(import.meta.dirname, 'storage.ts'),
  'copy',
  '--to-bucket',
];

describe('the storage command', () => {
  let bucket: TestBucket;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-command-'));
  beforeAll(async () => {
    bucket = await startTestBucket();
    const disk = await openStorage({ dataDir, bucket: undefined }, DEFAULT_LIMITS);
    await disk.prepare();
    await disk.put('files', 'abcdefghijklmnopqrstuv.zip', Buffer.from('an archive'));
    await disk.put('images', 'castle.png', Buffer.from('png bytes'));
    await disk.close();
  });
  afterAll(async () => {
    await bucket.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const run = async (env: Record<string, string>) => {
    const command = startProcess(COMMAND, { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
    return { code: await command.exited, output: command.output() };
  };

  it(
    'copies DATA_DIR to the bucket, then finds everything there on a second run',
    async () => {
      const first = await run(bucket.env);
      expect(first.output).toContain('2 files in');
      expect(first.output).toContain('2 copied');
      expect(first.code, first.output).toBe(0);
      const target = await openStorage({ dataDir, bucket: bucket.config }, DEFAULT_LIMITS);
      expect((await readStored(target, 'files', 'abcdefghijklmnopqrstuv.zip'))?.toString()).toBe(
        'an archive',
      );
      await target.close();

      const second = await run(bucket.env);
      expect(second.output).toContain('0 copied');
      expect(second.output).toContain('2 already in the bucket');
      expect(second.code, second.output).toBe(0);
    },
    PROCESS_TEST_MS,
  );

  it(
    'says what it needs without a bucket, or for another command',
    async () => {
      const unset = await run({});
      expect(unset.output).toContain('S3_BUCKET is not set');
      expect(unset.code).toBe(2);
      const other = startProcess(COMMAND.slice(0, 3).concat(['copy']), { DATA_DIR: dataDir });
      expect(await other.exited).toBe(2);
      expect(other.output()).toContain('usage: npm run storage -- copy --to-bucket');
    },
    PROCESS_TEST_MS,
  );
});
