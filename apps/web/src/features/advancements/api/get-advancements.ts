import { useQuery } from '@tanstack/react-query';
import { advancementListSchema } from '@millenaire/contracts/advancements';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { urlQuery } from '@/shared/api-client';
import { useSiteLanguage } from '@/shared/i18n';

export function advancementsUrl(language: SiteLanguage): string {
  return `/api/advancements/?language=${language}`;
}

/** The mod's advancements with their counts over installations, in the site language. */
export function useAdvancements() {
  const url = advancementsUrl(useSiteLanguage());
  return useQuery(urlQuery(url, (data) => advancementListSchema.parse(data)));
}
