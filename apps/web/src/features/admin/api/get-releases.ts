import { useQuery } from '@tanstack/react-query';
import { versionsEndpoints } from '@millenaire/contracts/endpoints/versions';
import { endpointQuery, groupPrefix } from '@/shared/api/endpoint';

/** Every cached answer about versions: the history, the current version, this list. */
export const VERSIONS_PREFIX = groupPrefix(versionsEndpoints);

/** Every release with its texts in both languages. */
export function useReleases() {
  return useQuery(endpointQuery(versionsEndpoints.adminList));
}
