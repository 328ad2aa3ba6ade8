import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerErrorHandler } from '../platform/http/errors.ts';
import { storagePlugin } from '../platform/storage/storage.ts';
import { uploadsPlugin } from '../platform/storage/uploads.ts';

export interface StorageTestApp {
  app: FastifyInstance;
  dataDir: string;
  /** Names of the files in a storage folder. */
  list(dir: string): string[];
  close(): Promise<void>;
}

/**
 * A small Fastify instance with the error handler, storage and uploads on a
 * temporary DATA_DIR: enough to test the shared file pieces without a database.
 * `routes` adds the routes under test before the app is ready.
 */
export async function storageTestApp(
  routes: (app: FastifyInstance) => void | Promise<void> = () => {},
  dataDir = mkdtempSync(path.join(tmpdir(), 'millenaire-storage-')),
): Promise<StorageTestApp> {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  await app.register(storagePlugin, { dataDir });
  await app.register(uploadsPlugin);
  await routes(app);
  await app.ready();
  return {
    app,
    dataDir,
    list: (dir) => readdirSync(dir),
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
