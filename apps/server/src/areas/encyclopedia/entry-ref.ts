import type { Kysely } from 'kysely';
import { isCulture, isEntryType } from '@millenaire/contracts';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../platform/http/errors.ts';

/** Where an entry is, in every language: its culture, type and item key. */
export interface EntryPlace {
  culture: string;
  type: string;
  itemkey: string;
}

/** Checks the path names an entry of the encyclopedia (a culture's own: type 'cultures'). */
export function checkEntryRef(ref: EntryPlace): void {
  if (!isCulture(ref.culture) || !isEntryType(ref.type)) throw notFound();
  if (ref.type === 'cultures' && ref.itemkey !== ref.culture) throw notFound();
}

/** Whether (culture, type, itemkey) has an entry in any language: images belong to all of them. */
export async function entryExists(db: Kysely<Database>, key: EntryPlace): Promise<boolean> {
  const row = await db
    .selectFrom('encyclopedia_entries')
    .select('id')
    .where('culture', '=', key.culture)
    .where('type', '=', key.type)
    .where('itemkey', '=', key.itemkey)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
