import {
  DEFAULT_VILLAGER_PICTURE,
  descriptionSubject,
  isCulture,
  isEntryType,
  isItemType,
  villagerPictureKey,
  type CultureRecord,
  type EntryDetail,
  type ItemRecord,
  type SiteLanguage,
  type TravelBookData,
} from '@millenaire/contracts';
import { notFound } from '../../../platform/http/errors.ts';
import { latestVersion } from '../../../platform/text/history/store.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { listEnabledImages } from '../image-repository.ts';
import { findFirstPicture } from '../picture-repository.ts';
import { findEntry, listCultures, listItems } from '../entry-repository.ts';

/** The cultures, for the encyclopedia's home. */
function readCultures({ db }: EncyclopediaDeps, language: SiteLanguage): Promise<CultureRecord[]> {
  return listCultures(db, language);
}

/** A culture's items of one type; unknown culture or type: 404. */
function readItems(
  { db }: EncyclopediaDeps,
  language: SiteLanguage,
  culture: string,
  type: string,
): Promise<ItemRecord[]> {
  if (!isCulture(culture) || !isItemType(type)) throw notFound();
  return listItems(db, culture, type, language);
}

async function userDescription(
  { db }: EncyclopediaDeps,
  subject: string,
): Promise<EntryDetail['extradata']> {
  const latest = await latestVersion(db, subject);
  if (!latest || latest.body === null) return { desc: null, author: null, createdon: null };
  return { desc: latest.body, author: latest.authorLogin, createdon: latest.createdAt };
}

async function villagerPicture({ db }: EncyclopediaDeps, culture: string, itemkey: string) {
  if (!isCulture(culture)) return null;
  const keys = [villagerPictureKey(culture, itemkey), DEFAULT_VILLAGER_PICTURE[culture]];
  return (await findFirstPicture(db, 'villager', keys)) ?? null;
}

/**
 * An entry's page: its travel-book text, the user description, the enabled
 * images and, for a villager, its picture. A culture's own page is the entry
 * of type 'cultures' whose itemkey is the culture. Unknown: 404.
 */
async function readEntry(
  deps: EncyclopediaDeps,
  language: SiteLanguage,
  culture: string,
  type: string,
  itemkey: string,
): Promise<EntryDetail> {
  if (!isCulture(culture) || !isEntryType(type)) throw notFound();
  if (type === 'cultures' && itemkey !== culture) throw notFound();
  const [entry, extradata, images, picture] = await Promise.all([
    findEntry(deps.db, { culture, type, itemkey, language }),
    userDescription(deps, descriptionSubject(culture, type, itemkey, language)),
    listEnabledImages(deps.db, culture, type, itemkey),
    type === 'villagers' ? villagerPicture(deps, culture, itemkey) : null,
  ]);
  if (!entry) throw notFound();
  const travelbookdata = JSON.parse(entry.data) as TravelBookData;
  return { title: entry.label, travelbookdata, extradata, images, picture };
}

const key = (...parts: string[]) => JSON.stringify(parts);

/** The cultures, kept a while per language. */
export function getCultures(deps: EncyclopediaDeps, language: SiteLanguage) {
  return deps.answers.cultures.fetch(language, () => readCultures(deps, language));
}

/** A culture's items of one type, kept a while. */
export function getItems(
  deps: EncyclopediaDeps,
  language: SiteLanguage,
  culture: string,
  type: string,
) {
  return deps.answers.lists.fetch(key(language, culture, type), () =>
    readItems(deps, language, culture, type),
  );
}

/** An entry's page, cached a while. */
export function getEntry(
  deps: EncyclopediaDeps,
  language: SiteLanguage,
  culture: string,
  type: string,
  itemkey: string,
) {
  return deps.answers.entries.fetch(key(language, culture, type, itemkey), () =>
    readEntry(deps, language, culture, type, itemkey),
  );
}
