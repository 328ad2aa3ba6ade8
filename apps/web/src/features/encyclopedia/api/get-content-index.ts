import { useQuery } from '@tanstack/react-query';
import { contentIndexSchema } from '@millenaire/contracts/encyclopedia';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { urlQuery } from '@/shared/api-client';
import { useSiteLanguage } from '@/shared/i18n';

export function contentIndexUrl(language: SiteLanguage): string {
  return `/api/encyclopedia/contentindex/?language=${language}`;
}

export function contentIndexQuery(language: SiteLanguage) {
  return urlQuery(contentIndexUrl(language), (data) => contentIndexSchema.parse(data));
}

/** Every item by culture, type and category: what the search box suggests from. */
export function useContentIndex() {
  return useQuery(contentIndexQuery(useSiteLanguage()));
}
