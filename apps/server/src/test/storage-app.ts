import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler } from '../platform/http/errors.ts';
import { DEFAULT_LIMITS, listNames, type Folder } from '../platform/storage/storage.ts';
import { openStorage, storagePlugin } from '../platform/storage/open.ts';
import { uploadsPlugin } from '../platform/storage/uploads.ts';
import { startTestBucket, type TestBucket } from './bucket.ts';

/** The two kinds of storage every storage test runs on. */
export const BACKENDS = ['disk', 'bucket'] as const;
export type Backend = (typeof BACKENDS)[number];

export interface StorageTestApp {
  app: FastifyInstance;
  dataDir: string;
  /** Names of the files in a local folder (tmp/). */
  list(dir: string): string[];
  /** Names of the stored files of a folder, wherever they are kept. */
  stored(folder: Folder): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * A small Fastify instance with the error handler, storage and uploads on a
 * temporary DATA_DIR (and, for 'bucket', a local S3 server of its own):
 * enough to test the shared file pieces without a database. `routes` adds
 * the routes under test before the app is ready.
 */
export async function storageTestApp(
  routes: (app: FastifyInstance) => void | Promise<void> = () => {},
  dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-storage-')),
  backend: Backend = 'disk',
): Promise<StorageTestApp> {
  let bucket: TestBucket | undefined;
  if (backend === 'bucket') bucket = await startTestBucket();
  const storage = await openStorage({ dataDir, bucket: bucket?.config }, DEFAULT_LIMITS);
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(storagePlugin, { storage });
  await app.register(uploadsPlugin);
  await routes(app);
  await app.ready();
  return {
    app,
    dataDir,
    list: (dir) => readdirSync(dir),
    stored: (folder) => listNames(app.storage, folder),
    close: async () => {
      await app.close();
      await bucket?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
