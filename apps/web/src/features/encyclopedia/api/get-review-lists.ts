import { useQuery } from '@tanstack/react-query';
import { changesListSchema, imagesListSchema } from '@millenaire/contracts/encyclopedia';
import { urlQuery } from '@/shared/api-client';
import { useSiteLanguage } from '@/shared/i18n';

/** The latest description saves in the site language (administrators). */
export function useChangesList() {
  const url = `/api/encyclopedia/changeslist/?language=${useSiteLanguage()}`;
  return useQuery(urlQuery(url, (data) => changesListSchema.parse(data)));
}

/** The newest images of every entry (administrators). */
export function useImagesList() {
  const url = `/api/encyclopedia/imageslist?language=${useSiteLanguage()}`;
  return useQuery(urlQuery(url, (data) => imagesListSchema.parse(data)));
}
