import { isCulture, isEntryType } from '@millenaire/contracts';
import type { EncyclopediaDeps } from '../deps.ts';
import { entryExists } from '../entry-ref.ts';

/** Whether a culture has its own entry (one indexed lookup, any language). */
export function cultureExists({ db }: EncyclopediaDeps, culture: string): Promise<boolean> {
  if (!isCulture(culture)) return Promise.resolve(false);
  return entryExists(db, { culture, type: 'cultures', itemkey: culture });
}

/** Whether an item's page exists: a known culture and type, and an entry of that key. */
export function itemExists(
  { db }: EncyclopediaDeps,
  culture: string,
  type: string,
  itemkey: string,
): Promise<boolean> {
  if (!isCulture(culture) || !isEntryType(type)) return Promise.resolve(false);
  if (type === 'cultures' && itemkey !== culture) return Promise.resolve(false);
  return entryExists(db, { culture, type, itemkey });
}
