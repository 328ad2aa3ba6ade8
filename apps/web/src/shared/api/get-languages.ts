import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { translationStatusListSchema } from '@millenaire/contracts/translations';
import { urlQuery } from '../api-client';
import { useSiteLanguage } from '../i18n';

// Data several features read lives in shared/api, one file per endpoint.

export function languagesUrl(language: SiteLanguage): string {
  return `/api/translations/?language=${language}`;
}

export function languagesQuery(language: SiteLanguage) {
  return urlQuery(languagesUrl(language), (data) => translationStatusListSchema.parse(data));
}

/**
 * The mod's languages with their completion, named in the site language: the
 * translation status table and the translation centre's language list.
 */
export function useLanguages() {
  return useQuery(languagesQuery(useSiteLanguage()));
}
