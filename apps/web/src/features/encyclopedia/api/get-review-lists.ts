import { useQuery } from '@tanstack/react-query';
import { encyclopediaEndpoints } from '@millenaire/contracts/endpoints/encyclopedia';
import { endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

/** The latest description saves in the site language (administrators). */
export function useChangesList() {
  const query = { language: useSiteLanguage() };
  return useQuery(endpointQuery(encyclopediaEndpoints.changesList, { query }));
}

/** The newest images of every entry (administrators). */
export function useImagesList() {
  const query = { language: useSiteLanguage() };
  return useQuery(endpointQuery(encyclopediaEndpoints.imagesList, { query }));
}
