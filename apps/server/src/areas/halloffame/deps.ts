import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/** What the hall of fame's services need, taken from the app's infrastructure. */
export interface HofDeps {
  db: Kysely<Database>;
  clock: Clock;
  storage: Storage;
}

export function hallOfFameDeps(app: FastifyInstance): HofDeps {
  return { db: app.db, clock: app.clock, storage: app.storage };
}
