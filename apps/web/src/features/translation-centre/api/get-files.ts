import { useQuery } from '@tanstack/react-query';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointQuery } from '@/shared/api/endpoint';

export function filesQuery(language: string) {
  return endpointQuery(translationsEndpoints.files, { params: { language } });
}

/** The latest file of each key in a language, without their texts. */
export function useFiles(language: string) {
  return useQuery(filesQuery(language));
}
