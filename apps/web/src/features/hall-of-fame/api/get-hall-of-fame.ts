import { useQuery } from '@tanstack/react-query';
import { hofListSchema } from '@millenaire/contracts/halloffame';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { urlQuery } from '@/shared/api-client';
import { useSiteLanguage } from '@/shared/i18n';

export function hallOfFameUrl(language: SiteLanguage): string {
  return `/api/hof/?language=${language}`;
}

/** The hall of fame's entries in the site language, in their set order. */
export function useHallOfFame() {
  return useQuery(urlQuery(hallOfFameUrl(useSiteLanguage()), (data) => hofListSchema.parse(data)));
}
