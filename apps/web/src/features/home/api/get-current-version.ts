import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { versionsEndpoints } from '@millenaire/contracts/endpoints/versions';
import { endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

export function currentVersionQuery(language: SiteLanguage) {
  return endpointQuery(versionsEndpoints.current, { query: { language } });
}

/** The announced release, in the site language. */
export function useCurrentVersion() {
  return useQuery(currentVersionQuery(useSiteLanguage()));
}
