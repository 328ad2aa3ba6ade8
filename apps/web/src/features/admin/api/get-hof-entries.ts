import { useQuery } from '@tanstack/react-query';
import { hofEntryListSchema } from '@millenaire/contracts/halloffame';
import { urlQuery } from '@/shared/api-client';

export const HOF_PREFIX = '/api/hof/';
const HOF_ADMIN_URL = '/api/hof/admin';

/** The hall of fame's entries with their lines in both languages. */
export function useHofEntries() {
  return useQuery(urlQuery(HOF_ADMIN_URL, (data) => hofEntryListSchema.parse(data)));
}
