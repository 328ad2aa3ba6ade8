import type { Migration } from 'kysely';
import * as foundation from './0001_foundation.ts';
import * as accounts from './0002_accounts.ts';
import * as textHistory from './0003_text_history.ts';
import * as siteSecrets from './0004_site_secrets.ts';
import * as encyclopedia from './0006_encyclopedia.ts';
import * as publicPages from './0005_public_pages.ts';
import * as downloads from './0008_downloads.ts';
import * as library from './0009_library.ts';
import * as libraryIndexes from './0010_library_indexes.ts';
import * as usersSearch from './0007_users_search.ts';
import * as translationCentre from './0012_translation_centre.ts';
import * as encyclopediaEdit from './0011_encyclopedia_edit.ts';
import * as librarySearch from './0013_library_search.ts';
import * as loginSearch from './0014_login_search.ts';

/** Every migration, in order. Add new ones at the end; never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '0001_foundation': foundation,
  '0002_accounts': accounts,
  '0003_text_history': textHistory,
  '0004_site_secrets': siteSecrets,
  '0005_public_pages': publicPages,
  '0006_encyclopedia': encyclopedia,
  '0008_downloads': downloads,
  '0009_library': library,
  '0010_library_indexes': libraryIndexes,
  '0007_users_search': usersSearch,
  '0012_translation_centre': translationCentre,
  '0011_encyclopedia_edit': encyclopediaEdit,
  '0013_library_search': librarySearch,
  '0014_login_search': loginSearch,
};
