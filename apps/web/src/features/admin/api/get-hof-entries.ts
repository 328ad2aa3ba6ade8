import { useQuery } from '@tanstack/react-query';
import { hofEndpoints } from '@millenaire/contracts/endpoints/halloffame';
import { endpointPrefix, endpointQuery } from '@/shared/api/endpoint';

/** Every cached answer about the hall of fame: the public list and the entries. */
export const HOF_PREFIX = endpointPrefix(hofEndpoints.list);

/** The hall of fame's entries with their lines in both languages. */
export function useHofEntries() {
  return useQuery(endpointQuery(hofEndpoints.entries));
}
