import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

export function contentIndexQuery(language: SiteLanguage) {
  return endpointQuery(encyclopediaEndpoints.contentIndex, { query: { language } });
}

/** Every item by culture, type and category: what the search box suggests from. */
export function useContentIndex() {
  return useQuery(contentIndexQuery(useSiteLanguage()));
}
