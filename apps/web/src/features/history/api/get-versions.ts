import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { versionsEndpoints } from '@millenaire/contracts/endpoints/versions';
import { endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

export function versionsQuery(language: SiteLanguage) {
  return endpointQuery(versionsEndpoints.history, { query: { language } });
}

/** Every release, newest first, in the site language. */
export function useVersions() {
  return useQuery(versionsQuery(useSiteLanguage()));
}
