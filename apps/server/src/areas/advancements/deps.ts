import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Clock } from '../../platform/clock.ts';
import type { Limit } from '../../platform/http/rate-limits.ts';
import { langFileEntries } from '../translations/index.ts';
import { loginExists } from '../users/index.ts';
import { PingBuffer } from './ping/buffer.ts';
import { createRecounter } from './ping/counts.ts';
import { pingLimits, type PingLimits } from './ping/limits.ts';

/** What the advancements' services need, taken from the app and two other areas' public APIs. */
export interface AdvancementsDeps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The pings' group commit; a refused ping resolves to the limit it went over. */
  pings: PingBuffer<Limit>;
  /** Marks a ping's work as under way: the app waits for it before it closes. */
  underWay: <T>(work: Promise<T>) => Promise<T>;
  limits: PingLimits;
  /** Whether a site account has this login (the accounts area's service). */
  loginExists: (login: string) => Promise<boolean>;
  /** The translation centre's lang file entries of a language (its service). */
  langEntries?: (language: string) => Promise<Map<string, string>>;
}

/**
 * The advancements' dependencies, with the ping buffer and the recounting
 * that follows stored pings; both finish their work when the app closes.
 */
export function advancementsDeps(app: FastifyInstance): AdvancementsDeps {
  // A count changes the advancements pages: the site's processes draw them again.
  const recounter = createRecounter(app.db, app.clock, app.log, () =>
    app.changes.announce('advancements'),
  );
  const pings = new PingBuffer<Limit>(app.db, (stored, refused) => {
    app.metrics.pings(stored, refused);
    if (stored > 0) recounter.requested();
  });
  // A ping under way (its address being counted in Redis) is not in the
  // buffer yet: closing waits for it, then writes what still waits.
  const underWay = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...underWay]);
    await pings.flush();
    await recounter.close();
  });
  return {
    db: app.db,
    clock: app.clock,
    log: app.log,
    pings,
    underWay: (work) => {
      underWay.add(work);
      const done = () => underWay.delete(work);
      work.then(done, done);
      return work;
    },
    limits: pingLimits(app),
    loginExists: (login) => loginExists({ db: app.db }, login),
    langEntries: (language) => langFileEntries(app.db, language),
  };
}
