import {
  CHANGES_LIST_LIMIT,
  ENTRY_TYPES,
  IMAGES_LIST_LIMIT,
  type Change,
  type ChangesList,
  type ListedImage,
  type SiteLanguage,
} from '@millenaire/contracts';
import type { Actor } from '../../../platform/http/auth.ts';
import type { EncyclopediaDeps } from '../deps.ts';
import { listCultures, listLabels } from '../entry-repository.ts';
import { listNewestImages } from '../image-repository.ts';
import { ensureCanReviewEncyclopedia } from '../policy.ts';
import { listNewestDescriptions } from './repository.ts';

/** `encyclopedia/<culture>/<type>/<itemkey>/<lang>`; the itemkey may hold '/'. */
export function parseSubject(subject: string) {
  const parts = subject.split('/');
  return { culture: parts[1] ?? '', type: parts[2] ?? '', itemkey: parts.slice(3, -1).join('/') };
}

/** The latest description saves in a language, newest first, for administrators. */
export async function listChanges(
  { db }: EncyclopediaDeps,
  viewer: Actor | null,
  language: SiteLanguage,
): Promise<ChangesList> {
  ensureCanReviewEncyclopedia(viewer);
  const [rows, labels, cultures] = await Promise.all([
    listNewestDescriptions(db, language, CHANGES_LIST_LIMIT),
    listLabels(db, language),
    listCultures(db, language),
  ]);
  const labelOf = new Map(labels.map((l) => [`${l.culture}/${l.type}/${l.itemkey}`, l.label]));
  const changes = rows.map((row): Change => {
    const ref = parseSubject(row.subject);
    return {
      ...ref,
      label: labelOf.get(`${ref.culture}/${ref.type}/${ref.itemkey}`) ?? null,
      desc: row.body,
      author: row.author,
      createdon: row.createdon,
    };
  });
  return { changes, cultures, types: [...ENTRY_TYPES] };
}

/** Every entry's newest images, disabled ones too, for administrators. */
export function listImages(
  { db }: EncyclopediaDeps,
  viewer: Actor | null,
  language: SiteLanguage,
): Promise<ListedImage[]> {
  ensureCanReviewEncyclopedia(viewer);
  return listNewestImages(db, language, IMAGES_LIST_LIMIT);
}
