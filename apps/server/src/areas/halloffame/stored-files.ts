import type { StoredFileSource } from '../../platform/storage/sweep.ts';

/** The avatars of the hall of fame's entries, with their preview and thumbnail. */
export const hallOfFameStoredFiles: StoredFileSource[] = [
  {
    folder: 'images',
    names: async (db) => {
      const rows = await db
        .selectFrom('hof_entries')
        .select(['avatar', 'avatar_preview', 'avatar_thumb'])
        .execute();
      return rows.flatMap((row) => [row.avatar, row.avatar_preview, row.avatar_thumb]);
    },
  },
];
