import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
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

/**
 * s3rver (3.7) answers a PUT once it has read the body, before the object's
 * file is written: a GET right after it, on a busy machine, read the object
 * as it was before. S3 reads what was written as soon as the PUT is answered,
 * which the code under test relies on (a copy read back to check it), so the
 * store here writes the file, then its metadata, then answers.
 */
function writeBeforeAnswering(server: S3rver): void {
  const { store } = server;
  store.putObject = async (object) => {
    const file = store.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(path.dirname(file), { recursive: true });
    const md5 = createHash('md5');
    let size = 0;
    await pipeline(
      Buffer.isBuffer(object.content) ? Readable.from([object.content]) : object.content,
      new Transform({
        transform(chunk: Buffer, _encoding, done) {
          md5.update(chunk);
          size += chunk.length;
          done(null, chunk);
        },
      }),
      createWriteStream(file),
    );
    const digest = md5.digest('hex');
    await store.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
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
  writeBeforeAnswering(server);
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
