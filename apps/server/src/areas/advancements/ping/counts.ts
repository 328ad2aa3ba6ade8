import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { ADVANCEMENT_KEYS } from '@millenaire/contracts';
import type { Database } from '../../../db/database.ts';
import type { Clock } from '../../../platform/clock.ts';
import * as repo from '../repository.ts';

const PAGE = 5000;
/** At most one count in this time: the page says when the counts were made. */
const INTERVAL_MS = 5000;

/** How many installations reached each advancement, in survival and in any mode. */
export async function countAdvancements(db: Kysely<Database>, now: Date): Promise<void> {
  const counts = new Map(ADVANCEMENT_KEYS.map((key) => [key as string, { survival: 0, all: 0 }]));
  let after: string | null = null;
  let total = 0;
  for (;;) {
    const page = await repo.listInstallationLists(db, after, PAGE);
    for (const row of page) {
      const survival = new Set(row.survival ? row.survival.split(',') : []);
      const all = new Set([...survival, ...(row.creative ? row.creative.split(',') : [])]);
      for (const key of all) {
        const entry = counts.get(key);
        if (!entry) continue;
        entry.all += 1;
        if (survival.has(key)) entry.survival += 1;
      }
    }
    total += page.length;
    if (page.length < PAGE) break;
    after = page.at(-1)!.uid;
  }
  await db.transaction().execute(async (trx) => {
    await repo.writeCounts(trx, counts);
    await repo.setCounter(trx, 'installations', total, now.toISOString());
  });
}

/**
 * Counts again after pings were stored: at once when the last count is old
 * enough, otherwise once the interval has passed, so a burst of pings costs
 * one count every few seconds.
 */
export function createRecounter(
  db: Kysely<Database>,
  clock: Clock,
  log: FastifyBaseLogger,
  /** Told after each count, so what shows the counts is drawn again. */
  counted: () => void = () => {},
) {
  let last = 0;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    timer = undefined;
    last = clock.now().getTime();
    running = running
      .then(() => countAdvancements(db, clock.now()))
      .then(counted)
      .catch((err: unknown) => log.error({ err }, 'advancement count failed'));
  };
  return {
    requested(): void {
      if (timer) return;
      const wait = last + INTERVAL_MS - clock.now().getTime();
      if (wait <= 0) run();
      else timer = setTimeout(run, wait);
    },
    async close(): Promise<void> {
      if (timer) run();
      await running;
    },
  };
}
