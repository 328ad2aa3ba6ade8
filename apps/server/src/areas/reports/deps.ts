import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Notices } from '../../platform/cache/writes.ts';

/** What the reports' services need, taken from the app's infrastructure. */
export interface ReportsDeps {
  db: Kysely<Database>;
  clock: Clock;
  reports: FastifyInstance['reports'];
  notices: Pick<Notices, 'publish'>;
}

export function reportsDeps(app: FastifyInstance): ReportsDeps {
  return {
    db: app.db,
    clock: app.clock,
    reports: app.reports,
    notices: app.notices,
  };
}
