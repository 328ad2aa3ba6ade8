import { useQuery } from '@tanstack/react-query';
import { currentVersionSchema } from '@millenaire/contracts/versions';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { urlQuery } from '@/shared/api-client';
import { useSiteLanguage } from '@/shared/i18n';

export function currentVersionUrl(language: SiteLanguage): string {
  return `/api/versions/current?language=${language}`;
}

export function currentVersionQuery(language: SiteLanguage) {
  return urlQuery(currentVersionUrl(language), (data) => currentVersionSchema.parse(data));
}

/** The announced release, in the site language. */
export function useCurrentVersion() {
  return useQuery(currentVersionQuery(useSiteLanguage()));
}
