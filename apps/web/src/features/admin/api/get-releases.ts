import { useQuery } from '@tanstack/react-query';
import { versionAdminListSchema } from '@millenaire/contracts/versions';
import { urlQuery } from '@/shared/api-client';

export const RELEASES_URL = '/api/versions/admin';
/** Every cached answer about versions: the history, the current version, this list. */
export const VERSIONS_PREFIX = '/api/versions/';

/** Every release with its texts in both languages. */
export function useReleases() {
  return useQuery(urlQuery(RELEASES_URL, (data) => versionAdminListSchema.parse(data)));
}
