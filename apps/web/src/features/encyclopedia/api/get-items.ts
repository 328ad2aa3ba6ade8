import { useQuery } from '@tanstack/react-query';
import type { ItemType } from '@millenaire/contracts/encyclopedia';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

export function itemsQuery(culture: string, type: ItemType, language: SiteLanguage) {
  return endpointQuery(encyclopediaEndpoints.items, {
    params: { culture, type },
    query: { language },
  });
}

/** A culture's items of one type, in the mod's order. */
export function useItems(culture: string, type: ItemType) {
  return useQuery(itemsQuery(culture, type, useSiteLanguage()));
}
