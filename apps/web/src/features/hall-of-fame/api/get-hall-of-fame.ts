import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { hofEndpoints } from '@millenaire/contracts/endpoints/halloffame';
import { endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

export function hallOfFameQuery(language: SiteLanguage) {
  return endpointQuery(hofEndpoints.list, { query: { language } });
}

/** The hall of fame's entries in the site language, in their set order. */
export function useHallOfFame() {
  return useQuery(hallOfFameQuery(useSiteLanguage()));
}
