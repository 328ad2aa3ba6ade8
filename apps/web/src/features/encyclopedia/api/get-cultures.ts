import { useQuery } from '@tanstack/react-query';
import { cultureListSchema } from '@millenaire/contracts/encyclopedia';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { urlQuery } from '@/shared/api-client';
import { useSiteLanguage } from '@/shared/i18n';

export function culturesUrl(language: SiteLanguage): string {
  return `/api/encyclopedia/?language=${language}`;
}

export function culturesQuery(language: SiteLanguage) {
  return urlQuery(culturesUrl(language), (data) => cultureListSchema.parse(data));
}

/** The cultures, with their names in the site language. */
export function useCultures() {
  return useQuery(culturesQuery(useSiteLanguage()));
}
