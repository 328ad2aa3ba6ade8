import { useQuery } from '@tanstack/react-query';
import { advancementsEndpoints } from '@millenaire/contracts/endpoints/advancements';
import { endpointQuery } from '@/shared/api/endpoint';

/** Installations that ping, counted by version, language and mode, and refused pings. */
export function usePingStats() {
  return useQuery(endpointQuery(advancementsEndpoints.pingStats, {}, { cache: false }));
}
