import { useQuery } from '@tanstack/react-query';
import { entryDetailSchema } from '@millenaire/contracts/encyclopedia';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { urlQuery } from '@/shared/api-client';
import { useSiteLanguage } from '@/shared/i18n';

/** Where an entry is: a culture's own page, or one of its items. */
export type EntryRef = { culture: string } | { culture: string; type: string; itemkey: string };

export function entryUrl(entry: EntryRef, language: SiteLanguage): string {
  const parts = 'type' in entry ? [entry.culture, entry.type, entry.itemkey] : [entry.culture];
  return `/api/encyclopedia/${parts.map(encodeURIComponent).join('/')}?language=${language}`;
}

export function entryQuery(entry: EntryRef, language: SiteLanguage) {
  return urlQuery(entryUrl(entry, language), (data) => entryDetailSchema.parse(data));
}

/** A culture's page or an item's: travel-book text, user description, images, picture. */
export function useEntry(entry: EntryRef) {
  return useQuery(entryQuery(entry, useSiteLanguage()));
}
