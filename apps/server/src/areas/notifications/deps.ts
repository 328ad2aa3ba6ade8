import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../infra/clock.ts';
import type { Mailer } from '../../infra/mail.ts';
import type { Notices } from '../../infra/notices.ts';
import { writeBudget, type Limit, type WriteBudget } from '../../infra/rate-limits.ts';

const MINUTES = 60;

/** What the notifications' services need, taken from the app's infrastructure. */
export interface NotificationsDeps {
  db: Kysely<Database>;
  clock: Clock;
  mailer: Mailer;
  notices: Pick<Notices, 'source'>;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** Signs the unsubscribe links. */
  unsubscribeKey: string;
  budgets: {
    /** Follows taken or dropped, settings changed. */
    follows: WriteBudget;
    /** Notifications marked read: a click each. */
    reads: WriteBudget;
    /** Unsubscribe links opened, per address (no account needed). */
    unsubscribe: Limit;
  };
}

export function notificationsDeps(app: FastifyInstance): NotificationsDeps {
  return {
    db: app.db,
    clock: app.clock,
    mailer: app.mailer,
    notices: app.notices,
    log: app.log,
    publicUrl: app.config.publicUrl,
    unsubscribeKey: app.secrets.unsubscribe,
    budgets: {
      follows: writeBudget(app, 'follows', { account: 60, address: 600, duration: 10 * MINUTES }),
      reads: writeBudget(app, 'notification-reads', {
        account: 120,
        address: 1200,
        duration: 10 * MINUTES,
      }),
      unsubscribe: app.limit({ name: 'unsubscribe-address', points: 30, duration: 10 * MINUTES }),
    },
  };
}
