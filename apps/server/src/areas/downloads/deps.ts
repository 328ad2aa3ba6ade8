import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/** What the downloads' services need, taken from the app's infrastructure. */
export interface DownloadsDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
}

export function downloadsDeps(app: FastifyInstance): DownloadsDeps {
  return { db: app.db, clock: app.clock, storage: app.storage };
}
