import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Notices } from '../../platform/cache/writes.ts';

/** What the notifications' services need, taken from the app's infrastructure. */
export interface NotificationsDeps {
  db: Kysely<Database>;
  clock: Clock;
  jobs: Pick<Jobs, 'enqueue'>;
  notices: Pick<Notices, 'source'>;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Signs the unsubscribe links. */
  unsubscribeKey: string;
}

export function notificationsDeps(app: FastifyInstance): NotificationsDeps {
  return {
    db: app.db,
    clock: app.clock,
    jobs: app.jobs,
    notices: app.notices,
    log: app.log,
    publicUrl: app.config.publicUrl,
    unsubscribeKey: app.secrets.unsubscribe,
  };
}
