import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Notices } from '../../infra/notices.ts';
import { writeBudget, type WriteBudget } from '../../infra/rate-limits.ts';

const HOUR = 3600;

/** What the reports' services need, taken from the app's infrastructure. */
export interface ReportsDeps {
  db: Kysely<Database>;
  clock: Clock;
  reports: FastifyInstance['reports'];
  notices: Pick<Notices, 'publish'>;
  /** Reports sent: a member reports now and then; a script would flood the queue. */
  budget: WriteBudget;
}

export function reportsDeps(app: FastifyInstance): ReportsDeps {
  return {
    db: app.db,
    clock: app.clock,
    reports: app.reports,
    notices: app.notices,
    budget: writeBudget(app, 'reports', {
      newAccount: 5,
      account: 20,
      address: 100,
      duration: HOUR,
    }),
  };
}
