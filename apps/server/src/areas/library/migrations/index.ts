import type { Migration } from 'kysely';
import * as library from './20261123162529_library.ts';
import * as libraryIndexes from './20261123162629_library_indexes.ts';
import * as librarySearch from './20261124053438_library_search.ts';
import * as libraryRoom from './20261126010000_library_room.ts';
import * as libraryPendingUploads from './20261129030000_library_pending_uploads.ts';

/** The library area's migrations, by name: a timestamp orders them among every area's. Never edit a shipped one. */
export const migrations: Record<string, Migration> = {
  '20261123162529_library': library,
  '20261123162629_library_indexes': libraryIndexes,
  '20261124053438_library_search': librarySearch,
  '20261126010000_library_room': libraryRoom,
  '20261129030000_library_pending_uploads': libraryPendingUploads,
};
