import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Storage } from './storage/storage.ts';

export interface SeedOptions {
  /** Add the demo content (releases, languages...) for a living site. */
  demo: boolean;
  /** The first admin's password; generated and logged once when absent. */
  adminPassword?: string | undefined;
  /** Where demo pictures and archives go; without it the demo has its texts only. */
  storage?: Storage;
  /**
   * The demo encyclopedia's icons and villager pictures (105 drawn and
   * encoded: nearly two seconds); tests that read none of them leave them
   * out with `false`.
   */
  pictures?: boolean;
}

/**
 * What an area puts in a new database. Each seed runs once per database,
 * recorded under its name in the seeds table, so a seed added later reaches
 * existing sites and nothing deleted comes back: a name never changes.
 */
export interface Seed {
  name: string;
  /** Demo content, left out when SEED_DEMO=false. */
  demo: boolean;
  /** Runs inside the transaction that records it: `db` is that transaction. */
  run: (db: Kysely<Database>, log: FastifyBaseLogger, options: SeedOptions) => Promise<void>;
}

/** Runs, in order, the seeds this database has not run yet; answers their names. */
export async function runSeeds(
  db: Kysely<Database>,
  seeds: readonly Seed[],
  log: FastifyBaseLogger,
  options: SeedOptions,
): Promise<string[]> {
  const done = new Set((await db.selectFrom('seeds').select('name').execute()).map((r) => r.name));
  const ran: string[] = [];
  for (const seed of seeds) {
    if (done.has(seed.name) || (seed.demo && !options.demo)) continue;
    await db.transaction().execute(async (trx) => {
      await seed.run(trx, log, options);
      await trx
        .insertInto('seeds')
        .values({ name: seed.name, ran_at: new Date().toISOString() })
        .execute();
    });
    ran.push(seed.name);
  }
  return ran;
}
