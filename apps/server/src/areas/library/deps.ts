import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Storage } from '../../infra/storage.ts';

/** What the library's services need, taken from the app's infrastructure. */
export interface LibraryDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
  /** Largest archive accepted, in bytes (LIBRARY_MAX_UPLOAD_MB). */
  maxUploadBytes: number;
}

export function libraryDeps(app: FastifyInstance): LibraryDeps {
  return {
    db: app.db,
    clock: app.clock,
    storage: app.storage,
    maxUploadBytes: app.config.libraryMaxUploadMb * 1024 * 1024,
  };
}
