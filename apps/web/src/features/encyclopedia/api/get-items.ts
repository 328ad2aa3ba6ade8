import { useQuery } from '@tanstack/react-query';
import { itemListSchema, type ItemType } from '@millenaire/contracts/encyclopedia';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { urlQuery } from '@/shared/api-client';
import { useSiteLanguage } from '@/shared/i18n';

export function itemsUrl(culture: string, type: ItemType, language: SiteLanguage): string {
  return `/api/encyclopedia/${encodeURIComponent(culture)}/${type}?language=${language}`;
}

export function itemsQuery(culture: string, type: ItemType, language: SiteLanguage) {
  return urlQuery(itemsUrl(culture, type, language), (data) => itemListSchema.parse(data));
}

/** A culture's items of one type, in the mod's order. */
export function useItems(culture: string, type: ItemType) {
  return useQuery(itemsQuery(culture, type, useSiteLanguage()));
}
