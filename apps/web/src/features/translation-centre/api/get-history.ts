import { useQuery } from '@tanstack/react-query';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointQuery } from '@/shared/api/endpoint';

export function historyQuery(filekey: string, language: string) {
  return endpointQuery(translationsEndpoints.history, { params: { filekey, language } });
}

/** Every version of a file, newest first, with its differences from the one before. */
export function useHistory(filekey: string, language: string) {
  return useQuery(historyQuery(filekey, language));
}
