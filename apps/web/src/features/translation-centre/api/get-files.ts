import { useQuery } from '@tanstack/react-query';
import { translationFileListSchema } from '@millenaire/contracts/translations';
import { urlQuery } from '@/shared/api-client';

export const FILES_PREFIX = '/api/translationsapp/latestfiles/';

export function filesUrl(language: string): string {
  return `${FILES_PREFIX}${encodeURIComponent(language)}`;
}

/** The latest file of each key in a language, without their texts. */
export function useFiles(language: string) {
  return useQuery(urlQuery(filesUrl(language), (data) => translationFileListSchema.parse(data)));
}
