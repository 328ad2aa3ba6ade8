import { queryOptions, useQuery } from '@tanstack/react-query';
import { translationFileSchema, type TranslationFile } from '@millenaire/contracts/translations';
import { ApiError, apiGet } from '@/shared/api-client';
import { filesUrl } from './get-files';

export function fileUrl(language: string, filekey: string): string {
  return `${filesUrl(language)}/${encodeURIComponent(filekey)}`;
}

/** A file with its text and elements; null when the language has no such file yet. */
export function fileQuery(language: string, filekey: string) {
  const url = fileUrl(language, filekey);
  return queryOptions({
    queryKey: [url],
    queryFn: async (): Promise<TranslationFile | null> => {
      try {
        return translationFileSchema.parse(await apiGet(url, { notify: false }));
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
