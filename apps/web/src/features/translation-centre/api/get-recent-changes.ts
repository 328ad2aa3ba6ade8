import { useQuery } from '@tanstack/react-query';
import { translationsEndpoints } from '@millenaire/contracts/endpoints/translations';
import { endpointQuery } from '@/shared/api/endpoint';

export function recentChangesQuery() {
  return endpointQuery(translationsEndpoints.recentChanges);
}

/** The last 500 saves of every file, newest first. */
export function useRecentChanges() {
  return useQuery(recentChangesQuery());
}
