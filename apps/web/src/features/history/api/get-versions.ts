import { useQuery } from '@tanstack/react-query';
import { versionListSchema } from '@millenaire/contracts/versions';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { urlQuery } from '@/shared/api-client';
import { useSiteLanguage } from '@/shared/i18n';

export function versionsUrl(language: SiteLanguage): string {
  return `/api/versions/?language=${language}`;
}

export function versionsQuery(language: SiteLanguage) {
  return urlQuery(versionsUrl(language), (data) => versionListSchema.parse(data));
}

/** Every release, newest first, in the site language. */
export function useVersions() {
  return useQuery(versionsQuery(useSiteLanguage()));
}
