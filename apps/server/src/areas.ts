import type { Migration } from 'kysely';
import { coreMigrations } from './db/migrations/index.ts';
import type { Area } from './extensions/area.ts';
import type { Seed } from './platform/seeds.ts';
import type { SitemapSource } from './extensions/sitemap.ts';
import type { StoredFileSource } from './platform/storage/sweep.ts';
import { advancementsArea } from './areas/advancements/index.ts';
import { bonusArea } from './areas/bonus/index.ts';
import { downloadsArea } from './areas/downloads/index.ts';
import { encyclopediaArea } from './areas/encyclopedia/index.ts';
import { hallOfFameArea } from './areas/halloffame/index.ts';
import { healthArea } from './areas/health/index.ts';
import { libraryArea } from './areas/library/index.ts';
import { notificationsArea } from './areas/notifications/index.ts';
import { oidcArea } from './areas/oidc/index.ts';
import { reportsArea } from './areas/reports/index.ts';
import { siteArea } from './areas/site/index.ts';
import { translationsArea } from './areas/translations/index.ts';
import { usersArea } from './areas/users/index.ts';
import { versionsArea } from './areas/versions/index.ts';

/**
 * Every area of the site: adding one is one line here. The order is the one
 * seeds run in (the first admin before the demo content it authors).
 */
export const SITE_AREAS: readonly Area[] = [
  healthArea,
  siteArea,
  usersArea,
  advancementsArea,
  versionsArea,
  bonusArea,
  hallOfFameArea,
  translationsArea,
  downloadsArea,
  encyclopediaArea,
  libraryArea,
  notificationsArea,
  reportsArea,
  oidcArea,
];

function everyMigration(): Record<string, Migration> {
  const all: Record<string, Migration> = { ...coreMigrations };
  for (const area of SITE_AREAS) {
    for (const [name, migration] of Object.entries(area.migrations)) {
      if (name in all) throw new Error(`migration ${name} is declared twice`);
      all[name] = migration;
    }
  }
  return all;
}

/** The site's migrations: the core tables' and every area's, ordered by their names. */
export const SITE_MIGRATIONS = everyMigration();

/** The site's seeds, area by area. */
export const SITE_SEEDS: readonly Seed[] = SITE_AREAS.flatMap((area) => area.seeds);

/** Every area's public pages, for the sitemap. */
export const SITE_SITEMAPS: readonly SitemapSource[] = SITE_AREAS.flatMap(
  (area) => area.sitemap ?? [],
);

/** Every area's stored files, for the sweep of the upload folders at start. */
export const SITE_STORED_FILES: readonly StoredFileSource[] = SITE_AREAS.flatMap(
  (area) => area.storedFiles ?? [],
);
