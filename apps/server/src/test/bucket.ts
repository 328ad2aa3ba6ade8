import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { BucketConfig } from '../config.ts';

// A local S3-protocol server (s3rver, which keeps its objects in a temporary
// folder) for the tests of the bucket storage, started by the test itself.

export interface TestBucket {
  config: BucketConfig;
  /** The same as the server reads it (S3_* settings). */
  env: Record<string, string>;
  close(): Promise<void>;
}

export async function startTestBucket(name = 'millenaire-test'): Promise<TestBucket> {
  const directory = mkdtempSync(path.join(tmpdir(), 'millenaire-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name, configs: [] }],
  });
  const { port } = await server.run();
  const config: BucketConfig = {
    name,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's own keys: it checks the signatures made with them.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    redirectDownloads: false,
  };
  return {
    config,
    env: {
      S3_BUCKET: name,
      S3_ENDPOINT: config.endpoint!,
      S3_REGION: config.region,
      S3_ACCESS_KEY_ID: config.accessKeyId!,
      S3_SECRET_ACCESS_KEY: config.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
