import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';

/** What the bonus list's services need, taken from the app's infrastructure. */
export interface BonusDeps {
  db: Kysely<Database>;
  clock: Clock;
}

export function bonusDeps(app: FastifyInstance): BonusDeps {
  return { db: app.db, clock: app.clock };
}
