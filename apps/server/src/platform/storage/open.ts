import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import { AppError } from '../http/errors.ts';
import { createDiskStorage } from './disk.ts';
import { DEFAULT_LIMITS, isSafeName, type Storage, type StorageLimits } from './storage.ts';
import { sweepUnreferenced, type StoredFileSource } from './sweep.ts';

/**
 * The storage the settings choose: the bucket when S3_BUCKET is set, else
 * DATA_DIR's folders. The bucket's SDK is loaded only then.
 */
export async function openStorage(
  config: Pick<Config, 'dataDir' | 'bucket'>,
  limits: StorageLimits = DEFAULT_LIMITS,
): Promise<Storage> {
  const dataDir = path.resolve(config.dataDir);
  if (!config.bucket) return createDiskStorage(dataDir, limits);
  const { createBucketStorage } = await import('./bucket.ts');
  return createBucketStorage(config.bucket, dataDir, limits);
}

const IMAGE_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};

const ONE_HOUR = 'public, max-age=3600';

/**
 * Each file goes out under a type chosen from its extension among raster
 * images only; anything else is a download. Nothing in this folder can ever
 * be read by a browser as a page or a script (no text/html, no SVG, nosniff).
 */
async function sendImage(storage: Storage, name: string, reply: FastifyReply) {
  if (!isSafeName(name)) throw new AppError(404, 'NOT_FOUND');
  const found = await storage.read('images', name);
  if (!found) throw new AppError(404, 'NOT_FOUND');
  const type = IMAGE_TYPES[path.extname(name).toLowerCase()];
  reply
    .header('content-type', type ?? 'application/octet-stream')
    .header('content-length', found.size)
    .header('cache-control', ONE_HOUR)
    .header('x-content-type-options', 'nosniff')
    .header('last-modified', found.modified.toUTCString());
  if (!type) reply.header('content-disposition', 'attachment');
  return reply.send(found.stream);
}

function registerImageRoute(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { name: string } }>('/libraryres/img/:name', (request, reply) =>
    sendImage(storage, request.params.name, reply),
  );
}

export interface StoragePluginOptions {
  /** The storage openStorage chose; the plugin prepares it and closes it with the app. */
  storage: Storage;
  /** What the areas' records name, to sweep the rest at start (needs `app.db`). */
  storedFiles?: readonly StoredFileSource[];
}

/**
 * Decorates `app.storage`, prepares it (and, given the areas' stored files,
 * sweeps what no record names) and serves /libraryres/img/<name>.
 */
export const storagePlugin = fp<StoragePluginOptions>(
  async (app, { storage, storedFiles }) => {
    await storage.prepare();
    app.addHook('onClose', () => storage.close());
    if (storedFiles && storedFiles.length > 0) {
      const swept = await sweepUnreferenced(storage, app.db, storedFiles);
      if (swept.length > 0) app.log.warn({ swept }, 'removed stored files that no record names');
    }
    app.decorate('storage', storage);
    registerImageRoute(app, storage);
  },
  { name: 'storage' },
);
