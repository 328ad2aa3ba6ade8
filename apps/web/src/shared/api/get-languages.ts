import { useQuery } from '@tanstack/react-query';
import type { SiteLanguage } from '@millenaire/contracts/common';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { useSiteLanguage } from '../i18n';
import { endpointQuery } from './endpoint';

// Data several features read lives in shared/api, one file per endpoint.

export function languagesQuery(language: SiteLanguage) {
  return endpointQuery(translationsEndpoints.status, { query: { language } });
}

/**
 * The mod's languages with their completion, named in the site language: the
 * translation status table and the translation centre's language list.
 */
export function useLanguages() {
  return useQuery(languagesQuery(useSiteLanguage()));
}
