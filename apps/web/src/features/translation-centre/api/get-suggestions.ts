import { useQuery } from '@tanstack/react-query';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointQuery } from '@/shared/api/endpoint';

export function suggestionsQuery(language: string, filekey: string, reference: string) {
  return endpointQuery(translationsEndpoints.suggestions, {
    params: { language, filekey },
    query: { reference },
  });
}

/**
 * The translation memory's suggestions for every element of a file; asked
 * only while the file is being edited line by line, and again after a save
 * (the file's answers are what saves invalidate).
 */
export function useSuggestions(
  language: string,
  filekey: string,
  reference: string,
  enabled: boolean,
) {
  return useQuery({ ...suggestionsQuery(language, filekey, reference), enabled });
}
