import type { Migration } from 'kysely';
import * as seeds from './20261123045916_seeds.ts';
import * as textHistory from './20261123161929_text_history.ts';
import * as siteSecrets from './20261123162029_site_secrets.ts';
import * as textVersionsCreated from './20261123162730_text_versions_created.ts';
import * as jobs from './20261130180000_jobs.ts';

/**
 * The migrations of the tables no area owns (seeds, site secrets, the text
 * history, the jobs). Each area keeps its own in `areas/<area>/migrations/`; a name
 * starts with the time it was written, which orders every area's together.
 * Never edit a shipped one.
 */
export const coreMigrations: Record<string, Migration> = {
  '20261123045916_seeds': seeds,
  '20261123161929_text_history': textHistory,
  '20261123162029_site_secrets': siteSecrets,
  '20261123162730_text_versions_created': textVersionsCreated,
  '20261130180000_jobs': jobs,
};

/**
 * Databases made before the areas owned their migrations recorded one
 * numbered migration for what is now several, each in its area: what each
 * old name stands for today, so nothing it did runs again.
 */
export const RENAMED_MIGRATIONS: Record<string, string[]> = {
  '0001_foundation': [
    '20261123045916_seeds',
    '20261123045917_versions',
    '20261123045918_languages',
    '20261123045919_users',
  ],
  '0002_accounts': ['20261123051403_users_accounts'],
  '0003_text_history': ['20261123161929_text_history'],
  '0004_site_secrets': ['20261123162029_site_secrets'],
  '0005_public_pages': [
    '20261123162129_versions_current',
    '20261123162130_advancements',
    '20261123162131_bonus_players',
    '20261123162132_hof_entries',
  ],
  '0006_encyclopedia': ['20261123162229_encyclopedia'],
  '0007_users_search': ['20261123162329_users_search'],
  '0008_downloads': ['20261123162429_downloads'],
  '0009_library': ['20261123162529_library'],
  '0010_library_indexes': ['20261123162629_library_indexes'],
  '0011_encyclopedia_edit': [
    '20261123162729_encyclopedia_edit',
    '20261123162730_text_versions_created',
  ],
  '0012_translation_centre': ['20261123162829_translation_centre'],
  '0013_library_search': ['20261124053438_library_search'],
  '0014_login_search': ['20261124070830_users_login_search'],
};
