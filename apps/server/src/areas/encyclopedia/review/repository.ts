import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';
import { loginOf } from '../../../db/authors.ts';

type Db = Kysely<Database>;

/** The newest saves of encyclopedia descriptions in one language, with their author. */
export function listNewestDescriptions(db: Db, language: string, limit: number) {
  return db
    .selectFrom('text_versions as v')
    .select([
      'v.subject',
      'v.body',
      loginOf('v.author_id').as('author'),
      'v.created_at as createdon',
    ])
    .where('v.subject', 'like', `encyclopedia/%/${language}`)
    .orderBy('v.created_at', 'desc')
    .orderBy('v.id', 'desc')
    .limit(limit)
    .execute();
}
