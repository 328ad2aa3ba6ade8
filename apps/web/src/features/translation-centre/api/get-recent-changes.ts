import { useQuery } from '@tanstack/react-query';
import { recentChangeListSchema } from '@millenaire/contracts/translations';
import { urlQuery } from '@/shared/api-client';

export const RECENT_CHANGES_URL = '/api/translationsapp/recentchanges';

/** The last 500 saves of every file, newest first. */
export function useRecentChanges() {
  return useQuery(urlQuery(RECENT_CHANGES_URL, (data) => recentChangeListSchema.parse(data)));
}
