import { useQuery } from '@tanstack/react-query';
import { translationStatusListSchema, type SiteLanguage } from '@millenaire/contracts';
import { urlQuery } from '@/shared/api-client';
import { useSiteLanguage } from '@/shared/i18n';

export function translationStatusUrl(language: SiteLanguage): string {
  return `/api/translations/?language=${language}`;
}

export function translationStatusQuery(language: SiteLanguage) {
  return urlQuery(translationStatusUrl(language), (data) =>
    translationStatusListSchema.parse(data),
  );
}

/** Completion of each of the mod's languages; names follow the site language. */
export function useTranslationStatus() {
  return useQuery(translationStatusQuery(useSiteLanguage()));
}
