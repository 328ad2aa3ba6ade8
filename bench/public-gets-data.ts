// The public-GETs benchmark's data set, straight into a new database: the
// site's migrations and own seeds, then 100,000 library contents by 50,000
// members (bench/library.ts), 24 languages of FILES_PER_LANGUAGE translation
// files (bench/translation-save.ts, through the importer), a player's
// advancements and 7 cultures of about 200 encyclopedia items (the travel
// book, through `npm run import`).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { ADVANCEMENT_KEYS } from '@millenaire/contracts/advancements';
import { SITE_MIGRATIONS, SITE_SEEDS } from '../apps/server/src/areas.ts';
import { importLanguagesFolder } from '../apps/server/src/areas/translations/import/importer.ts';
import { connectDatabase } from '../apps/server/src/db/connect.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { runSeeds } from '../apps/server/src/platform/seeds.ts';
import { createDiskStorage } from '../apps/server/src/platform/storage/disk.ts';
import { DEFAULT_LIMITS } from '../apps/server/src/platform/storage/storage.ts';
import { benchTravelBook, importTravelBook } from './encyclopedia.ts';
import { seedLibraryContents } from './library.ts';
import { ADMIN_PASSWORD, root } from './site.ts';
import { writeFolder } from './translation-save.ts';

const FILES_PER_LANGUAGE = 63;
/** The player whose advancements the benchmark asks. */
export const PLAYER = 'Builder_7';

/**
 * The site's own seeds, then the benchmark's data, straight into the
 * database; answers the newest confirmed library content.
 */
export async function seed(dataDir: string, databaseUrl: string | undefined): Promise<number> {
  let newest: number;
  const { db, dialect } = connectDatabase({ databaseUrl, dataDir });
  try {
    await migrateToLatest(db, SITE_MIGRATIONS);
    const storage = createDiskStorage(dataDir, DEFAULT_LIMITS);
    await storage.prepare();
    await runSeeds(db, SITE_SEEDS, Fastify({ logger: false }).log, {
      demo: true,
      adminPassword: ADMIN_PASSWORD,
      storage,
    });
    await seedLibraryContents(db);
    const folder = path.join(dataDir, 'bench-languages');
    const files = writeFolder(folder, FILES_PER_LANGUAGE);
    const report = { start() {}, advance() {}, problem() {} };
    const imported = await importLanguagesFolder(db, folder, {
      version: '8.1.2',
      now: () => new Date(),
      report,
    });
    if (imported.imported !== files) {
      throw new Error(`translations: ${imported.imported} of ${files} files imported`);
    }
    const done = ADVANCEMENT_KEYS.filter((_, i) => i % 3 === 0).join(',');
    await db
      .insertInto('player_advancements')
      .values({
        login_key: PLAYER.toLowerCase(),
        login: PLAYER,
        survival: done,
        creative: '',
        updated_at: new Date().toISOString(),
      })
      .execute();
    await (dialect === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
    const row = await db
      .selectFrom('library_contents')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('confirmed', '=', 1)
      .executeTakeFirstOrThrow();
    newest = Number(row.id);
  } finally {
    await db.destroy();
  }
  const book = path.join(dataDir, 'bench-travelbook');
  mkdirSync(book);
  writeFileSync(path.join(book, 'travelbook_en.sql'), benchTravelBook());
  await importTravelBook(root, dataDir, book, databaseUrl ? { DATABASE_URL: databaseUrl } : {});
  return newest;
}

/** What the database holds once seeded, as one line. */
export async function counts(dataDir: string, databaseUrl: string | undefined): Promise<string> {
  const { db } = connectDatabase({ databaseUrl, dataDir });
  const count = async (table: 'library_contents' | 'users' | 'translation_files') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  try {
    const items = await db
      .selectFrom('encyclopedia_entries')
      .select(['culture', (eb) => eb.fn.countAll().as('n')])
      .where('language', '=', 'en')
      .groupBy('culture')
      .orderBy('culture')
      .execute();
    const languages = await db
      .selectFrom('translation_files')
      .select((eb) => eb.fn.count('language').distinct().as('n'))
      .executeTakeFirstOrThrow();
    return (
      `${await count('library_contents')} library contents, ${await count('users')} members, ` +
      `encyclopedia entries in English ${items.map((r) => `${r.culture} ${r.n}`).join(', ')}, ` +
      `${await count('translation_files')} translation files in ${languages.n} languages`
    );
  } finally {
    await db.destroy();
  }
}
