import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { advancementsEndpoints } from '@millenaire/contracts/endpoints/advancements';
import { endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

export function advancementsQuery(language: SiteLanguage) {
  return endpointQuery(advancementsEndpoints.list, { query: { language } });
}

/** The mod's advancements with their counts over installations, in the site language. */
export function useAdvancements() {
  return useQuery(advancementsQuery(useSiteLanguage()));
}
