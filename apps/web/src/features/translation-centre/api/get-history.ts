import { useQuery } from '@tanstack/react-query';
import { historyListSchema } from '@millenaire/contracts/translations';
import { urlQuery } from '@/shared/api-client';

export function historyUrl(filekey: string, language: string): string {
  return `/api/translationsapp/history/${encodeURIComponent(filekey)}/${encodeURIComponent(language)}`;
}

/** Every version of a file, newest first, with its differences from the one before. */
export function useHistory(filekey: string, language: string) {
  return useQuery(urlQuery(historyUrl(filekey, language), (data) => historyListSchema.parse(data)));
}
