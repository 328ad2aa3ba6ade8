import { useQuery } from '@tanstack/react-query';
import { hofEndpoints } from '@millenaire/contracts/endpoints/halloffame';
import { endpointQuery } from '@/shared/api/endpoint';
import { useSiteLanguage } from '@/shared/i18n';

/** The hall of fame's entries in the site language, in their set order. */
export function useHallOfFame() {
  const language = useSiteLanguage();
  return useQuery(endpointQuery(hofEndpoints.list, { query: { language } }));
}
