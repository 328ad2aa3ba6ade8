import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

export function culturesQuery(language: SiteLanguage) {
  return endpointQuery(encyclopediaEndpoints.cultures, { query: { language } });
}

/** The cultures, with their names in the site language. */
export function useCultures() {
  return useQuery(culturesQuery(useSiteLanguage()));
}
