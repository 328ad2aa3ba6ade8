import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { siteEndpoints } from '@millenaire/contracts/endpoints/site';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { SITE_SEARCH_MIN } from '@millenaire/contracts/site';
import { endpointQuery } from '@/shared/api/endpoint';

const enough = (q: string) => q.trim().length >= SITE_SEARCH_MIN;

/** The areas' hits for a text, as the header's search shows them; nothing under three letters. */
export function useSiteSearch(q: string, language: SiteLanguage) {
  return useQuery({
    ...endpointQuery(siteEndpoints.search, { query: { q: q.trim(), language } }),
    enabled: enough(q),
    placeholderData: (previous) => previous,
  });
}

/** For translators: the elements of their translation language holding the text. */
export function useKeySearch(q: string, language: string, enabled: boolean) {
  return useQuery({
    ...endpointQuery(translationsEndpoints.search, {
      params: { language },
      query: { q: q.trim() },
    }),
    enabled: enabled && enough(q),
    placeholderData: (previous) => previous,
  });
}
