import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database.ts';
import type { Storage } from '../infra/storage.ts';
import { hashPassword } from '../areas/users/passwords.ts';
import { countUsers, insertUser } from '../areas/users/repository.ts';
import { insertVersions } from '../areas/versions/repository.ts';
import { insertAdvancements } from '../areas/advancements/repository.ts';
import { ADVANCEMENT_KEYS } from '@millenaire/contracts';
import { demoAdvancements } from './demo-advancements.ts';
import { writeDemoDownloads } from './demo-downloads.ts';
import { seedDemoEncyclopedia } from './demo-encyclopedia/index.ts';
import { seedDemoTranslations, seedModLanguages } from './demo-translations.ts';
import { librarySeeds } from './library.ts';
import { demoVersions } from './demo-versions.ts';

type Db = Kysely<Database>;

export interface SeedOptions {
  /** Add the demo content (releases, languages...) for a living site. */
  demo: boolean;
  /** The first admin's password; generated and logged once when absent. */
  adminPassword?: string | undefined;
  /** Where demo pictures go; without it the demo has its texts only. */
  storage?: Storage;
}

interface Seed {
  name: string;
  demo: boolean;
  run: (db: Db, log: FastifyBaseLogger, options: SeedOptions) => Promise<void>;
}

/** The first admin, on a site with no account at all. */
async function seedAdmin(db: Db, log: FastifyBaseLogger, options: SeedOptions): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  const password = options.adminPassword ?? randomBytes(12).toString('base64url');
  await insertUser(
    db,
    {
      login: 'admin',
      email: null,
      passwordHash: await hashPassword(password),
      accountlevel: 'admin',
    },
    new Date(),
  );
  if (options.adminPassword) {
    log.info({ login: 'admin' }, 'Admin account created with the password from ADMIN_PASSWORD.');
    return;
  }
  log.warn(
    { login: 'admin', password },
    `Admin account created: login "admin", password "${password}". ` +
      'It is shown only this once: log in and change it.',
  );
}

// Each seed runs once per database, recorded in the seeds table, so a seed
// added later reaches existing sites and nothing deleted comes back.
const SEEDS: Seed[] = [
  { name: 'admin-account', demo: false, run: seedAdmin },
  {
    name: 'advancements',
    demo: false,
    run: (db) => insertAdvancements(db, demoAdvancements(ADVANCEMENT_KEYS)),
  },
  { name: 'demo-versions', demo: true, run: (db) => insertVersions(db, demoVersions) },
  { name: 'mod-languages', demo: false, run: (db) => seedModLanguages(db) },
  { name: 'demo-translations', demo: true, run: (db) => seedDemoTranslations(db) },
  {
    name: 'demo-downloads',
    demo: true,
    run: async (_db, _log, options) => {
      if (options.storage) await writeDemoDownloads(options.storage.downloadDir);
    },
  },
  {
    name: 'demo-encyclopedia',
    demo: true,
    run: (db, _log, o) => seedDemoEncyclopedia(db, o.storage),
  },
  ...librarySeeds,
];

export async function runSeeds(
  db: Db,
  log: FastifyBaseLogger,
  options: SeedOptions,
): Promise<string[]> {
  const done = new Set((await db.selectFrom('seeds').select('name').execute()).map((r) => r.name));
  const ran: string[] = [];
  for (const seed of SEEDS) {
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
