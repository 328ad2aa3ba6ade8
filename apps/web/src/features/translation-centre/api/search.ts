import { useQuery } from '@tanstack/react-query';
import {
  TRANSLATION_SEARCH_MIN,
  type TranslationSearchQuery,
} from '@millenaire/contracts/translations';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointQuery } from '@/shared/api/endpoint';

export function searchQuery(language: string, query: TranslationSearchQuery) {
  return endpointQuery(translationsEndpoints.search, { params: { language }, query });
}

/** The elements of a language's files holding a text; nothing is asked under the shortest search. */
export function useTranslationSearch(language: string, query: TranslationSearchQuery) {
  return useQuery({
    ...searchQuery(language, query),
    enabled: query.q.trim().length >= TRANSLATION_SEARCH_MIN,
  });
}
