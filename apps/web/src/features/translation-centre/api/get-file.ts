import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TranslationFile } from '@millenaire/contracts/translations';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { ApiError } from '@/shared/api-client';
import { callEndpoint, endpointUrl } from '@/shared/api/endpoint';

/** A file with its text and elements; null when the language has no such file yet. */
export function fileQuery(language: string, filekey: string) {
  const input = { params: { language, filekey } };
  return queryOptions({
    queryKey: [endpointUrl(translationsEndpoints.file, input)],
    queryFn: async (): Promise<TranslationFile | null> => {
      try {
        return await callEndpoint(translationsEndpoints.file, input, { notify: false });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useFile(language: string, filekey: string) {
  return useQuery(fileQuery(language, filekey));
}
