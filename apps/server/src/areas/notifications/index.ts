import type { Area } from '../../extensions/area.ts';
import { notificationsDeps } from './deps.ts';
import { sendDigests } from './digest.ts';
import { migrations } from './migrations/index.ts';
import { notificationRoutes } from './routes.ts';
import { deliver } from './service.ts';
// The area's tables join the site's Database type wherever the area is loaded.
import type {} from './table.ts';

/** How often each site process looks for digests to send. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * Notifications: what members follow (library contents, cultures, translation
 * languages), what they are told of it on the site, and a daily e-mail digest
 * (/api/notifications). The areas say what can be followed and what their
 * writes do to it through `app.notices` (platform/cache/writes.ts).
 */
/** The key of an account's unsubscribe link (its e-mails' footer). */
export { unsubscribeKey } from './digest.ts';

export const notificationsArea: Area = {
  name: 'notifications',
  migrations,
  seeds: [],
  setup(app) {
    const deps = notificationsDeps(app);
    app.notices.listen((notice) => deliver(deps, notice));
    return {
      plugin: async (notifications) => {
        await notifications.register(notificationRoutes, { deps });
        let timer: NodeJS.Timeout | undefined;
        // A process-local chore, not a job: every process sweeps, and each
        // digest it finds is claimed by one and written as a mail job.
        const sweep = () => {
          sendDigests(deps).catch((err: unknown) => app.log.error({ err }, 'digests not swept'));
        };
        notifications.addHook('onReady', async () => {
          timer = setInterval(sweep, SWEEP_EVERY_MS);
          timer.unref();
        });
        notifications.addHook('onClose', async () => clearInterval(timer));
      },
    };
  },
};
