import { useQuery } from '@tanstack/react-query';
import { pingStatsSchema } from '@millenaire/contracts/advancements';
import { urlQuery } from '@/shared/api-client';

/** Installations that ping, counted by version, language and mode, and refused pings. */
export function usePingStats() {
  return useQuery(
    urlQuery('/api/advancements/stats', (data) => pingStatsSchema.parse(data), { cache: false }),
  );
}
