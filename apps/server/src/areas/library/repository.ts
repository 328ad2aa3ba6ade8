import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

// SQL the whole area shares: the content row every call on one content
// starts from (contents, comments, images and counters alike).

/** The columns the permission and visibility rules need, and the stored file. */
export function findContentRow(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('library_contents')
    .select(['id', 'author_id', 'confirmed', 'file_name', 'file_original_name', 'file_size'])
    .where('id', '=', id)
    .executeTakeFirst();
}
