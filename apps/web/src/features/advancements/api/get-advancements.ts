import { useQuery } from '@tanstack/react-query';
import { advancementsEndpoints } from '@millenaire/contracts/endpoints/advancements';
import { endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

/** The mod's advancements with their counts over installations, in the site language. */
export function useAdvancements() {
  const language = useSiteLanguage();
  return useQuery(endpointQuery(advancementsEndpoints.list, { query: { language } }));
}
