import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Storage } from '../../infra/storage.ts';

/** What the encyclopedia's services need, taken from the app's infrastructure. */
export interface EncyclopediaDeps {
  db: Kysely<Database>;
  storage: Storage;
  clock: Clock;
}

export function encyclopediaDeps(app: FastifyInstance): EncyclopediaDeps {
  return { db: app.db, storage: app.storage, clock: app.clock };
}

/** What the editing services need besides: a way to drop the pages' cached answers. */
export interface EncyclopediaEditDeps extends EncyclopediaDeps {
  /** Called after every write, so the next read sees it. */
  onChange(): void;
}
