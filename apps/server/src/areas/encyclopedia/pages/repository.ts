import type { Kysely } from 'kysely';
import type { Database } from '../../../db/database.ts';

type Db = Kysely<Database>;

/** The cultures with their own entry, and when they were last imported. */
export function listCultureKeys(db: Db) {
  return db
    .selectFrom('encyclopedia_entries')
    .select(['culture', (eb) => eb.fn.max('imported_at').as('lastmod')])
    .where('type', '=', 'cultures')
    .groupBy('culture')
    .orderBy('culture')
    .execute();
}

/** How many items (every entry but the cultures' own) exist, in any language. */
export async function countItemKeys(db: Db): Promise<number> {
  const row = await db
    .selectFrom((eb) =>
      eb
        .selectFrom('encyclopedia_entries')
        .select(['culture', 'type', 'itemkey'])
        .where('type', '!=', 'cultures')
        .groupBy(['culture', 'type', 'itemkey'])
        .as('items'),
    )
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One slice of the items, in the order of the entries' key index, with their last import. */
export function listItemKeys(db: Db, offset: number, limit: number) {
  return db
    .selectFrom('encyclopedia_entries')
    .select(['culture', 'type', 'itemkey', (eb) => eb.fn.max('imported_at').as('lastmod')])
    .where('type', '!=', 'cultures')
    .groupBy(['culture', 'type', 'itemkey'])
    .orderBy('culture')
    .orderBy('type')
    .orderBy('itemkey')
    .limit(limit)
    .offset(offset)
    .execute();
}
