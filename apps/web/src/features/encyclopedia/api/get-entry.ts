import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

/** Where an entry is: a culture's own page, or one of its items. */
export type EntryRef = { culture: string } | { culture: string; type: string; itemkey: string };

export function entryQuery(entry: EntryRef, language: SiteLanguage) {
  const query = { language };
  return 'type' in entry
    ? endpointQuery(encyclopediaEndpoints.item, { params: entry, query })
    : endpointQuery(encyclopediaEndpoints.culture, { params: entry, query });
}

/** A culture's page or an item's: travel-book text, user description, images, picture. */
export function useEntry(entry: EntryRef) {
  return useQuery(entryQuery(entry, useSiteLanguage()));
}
